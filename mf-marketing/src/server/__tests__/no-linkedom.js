// Stand-in for linkedom under jest (see jest.config.js): jsdom's DOMParser is used instead.
module.exports = { DOMParser: undefined };
