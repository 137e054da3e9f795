// A stylesheet imported for its side effect: the build extracts it into css/.
declare module '*.css';
