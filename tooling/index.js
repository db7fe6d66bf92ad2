module.exports = { ...require('./ports') };
