import RepbookCLI

await RepbookCommand.runFromCommandLine()
