enum _PlaceholderRepbookServer {}
