import React from 'react';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';

export default function HomePage(): React.ReactElement {
  return (
    <Layout
      title="Web design, hosting, WordPress and Plesk guides"
      description="Practical, up-to-date guides to web design, web hosting, WordPress, the Plesk control panel and web security."
    >
      <Home />
    </Layout>
  );
}
