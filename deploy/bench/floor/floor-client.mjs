/* global document */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FloorApp } from './floor-app.mjs';

hydrateRoot(document.getElementById('root'), createElement(FloorApp));
