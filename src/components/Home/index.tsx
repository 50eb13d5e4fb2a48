/**
 * The landing page's content: the hero with search, then its sections in
 * reading order. Each section is a folder here, used only by this page.
 */
import React from 'react';
import Hero from './Hero';
import FeatureCards from './FeatureCards';
import CategoryCards from './CategoryCards';
import CallToAction from './CallToAction';

export default function Home(): React.ReactElement {
  return (
    <>
      <Hero />
      <main>
        <FeatureCards />
        <CategoryCards />
        <CallToAction />
      </main>
    </>
  );
}
