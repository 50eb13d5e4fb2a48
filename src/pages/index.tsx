import React from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import FeatureCards from '@site/src/components/FeatureCards';
import CategoryCards from '@site/src/components/CategoryCards';
import CallToAction from '@site/src/components/CallToAction';

export default function Home(): React.ReactElement {
  return (
    <Layout
      title="Web design, hosting, WordPress and Plesk guides"
      description="Practical, up-to-date guides to web design, web hosting, WordPress, the Plesk control panel and web security."
    >
      <HomeHero />
      <main>
        <FeatureCards />
        <CategoryCards />
        <CallToAction />
      </main>
    </Layout>
  );
}
