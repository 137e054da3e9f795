// A picture imported by a module under test (webpack gives its URL in a build): a file name.
module.exports = 'icons/asset.svg';
