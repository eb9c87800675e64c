// Stylesheets imported for their side effects (OpenLayers' ol.css), bundled by style-loader.
declare module '*.css';
