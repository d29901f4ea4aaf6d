/// Reading and writing other apps' files: weight CSV, Apple Health exports, later the workout importers.
enum FormatsModule {}
