#ifndef REPBOOK_FUZZ_DRIVER_H
#define REPBOOK_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in libclang_rt.fuzzer, linked by `-sanitize=fuzzer`). SwiftPM names an executable's entry point
/// `<module>_main` and points `main` at it, so libFuzzer's own `main` is never linked: each target's main.swift calls
/// `RepbookFuzzRun`, which calls this with its `LLVMFuzzerTestOneInput`.
int LLVMFuzzerRunDriver(int * _Nonnull argc, char * _Nullable * _Nullable * _Nonnull argv,
                        int (* _Nonnull callback)(const uint8_t * _Nonnull data, size_t size));

/// Runs libFuzzer on `callback`, under Repbook's watchdog when `REPBOOK_FUZZ_TIMEOUT` (seconds) is set: a thread of its
/// own that, when one input runs longer, writes it to `$REPBOOK_FUZZ_ARTIFACT_PREFIX` + `timeout-<hash>`, prints
/// libFuzzer's timeout lines and exits with 70. libFuzzer's own `-timeout` runs in a SIGALRM handler that allocates, and
/// deadlocks when the signal interrupts `malloc` or `free` (docs/FUZZING.md); a thread never does.
int RepbookFuzzRun(int * _Nonnull argc, char * _Nullable * _Nullable * _Nonnull argv,
                   int (* _Nonnull callback)(const uint8_t * _Nonnull data, size_t size));

#endif
