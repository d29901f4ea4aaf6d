#ifndef REPBOOK_FUZZ_DRIVER_H
#define REPBOOK_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in libclang_rt.fuzzer, linked by `-sanitize=fuzzer`). SwiftPM names an executable's entry point
/// `<module>_main` and points `main` at it, so libFuzzer's own `main` is never linked: each target's main.swift calls
/// this instead, with its `LLVMFuzzerTestOneInput`.
int LLVMFuzzerRunDriver(int * _Nonnull argc, char * _Nullable * _Nullable * _Nonnull argv,
                        int (* _Nonnull callback)(const uint8_t * _Nonnull data, size_t size));

#endif
