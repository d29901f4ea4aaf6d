/// The shared intents are this engine's own methods: whoever imports the engine sees them.
@_exported import RepbookStorage
