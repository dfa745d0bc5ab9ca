// A module of its own so that the animation features are a chunk of their own, fetched after
// the first paint by LazyMotion (lazy-motion.tsx).
export { domAnimation as default } from 'framer-motion';
