enum _PlaceholderRepbookCLI {}
