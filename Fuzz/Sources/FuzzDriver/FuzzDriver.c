// Repbook's timeout watchdog around libFuzzer's driver; see include/FuzzDriver.h and docs/FUZZING.md.
#include "FuzzDriver.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

static int (*target)(const uint8_t *data, size_t size);
/// Odd while an input runs; twice the number of inputs run once it is even again.
static _Atomic unsigned long serial;
static _Atomic long startedAt;
static const uint8_t *_Atomic currentData;
static _Atomic size_t currentSize;
static long timeoutSeconds;
static const char *artifactPrefix = "";

static long monotonicSeconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long)now.tv_sec;
}

/// The input is still running (the target is stuck in it), so libFuzzer has not reused its buffer.
static void keepInput(const uint8_t *data, size_t size, char *path, size_t capacity) {
    uint64_t hash = 14695981039346656037ull;
    for (size_t index = 0; index < size; index++) hash = (hash ^ data[index]) * 1099511628211ull;
    snprintf(path, capacity, "%stimeout-fnv%016llx", artifactPrefix, (unsigned long long)hash);
    int file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (file < 0) return;
    for (size_t written = 0; written < size;) {
        ssize_t count = write(file, data + written, size - written);
        if (count <= 0) break;
        written += (size_t)count;
    }
    close(file);
}

static void *watch(void *unused) {
    (void)unused;
    for (;;) {
        sleep(1);
        unsigned long running = atomic_load(&serial);
        if ((running & 1) == 0 || monotonicSeconds() - atomic_load(&startedAt) < timeoutSeconds) continue;
        const uint8_t *data = atomic_load(&currentData);
        size_t size = atomic_load(&currentSize);
        char path[4096];
        keepInput(data, size, path, sizeof path);
        if (atomic_load(&serial) != running) { unlink(path); continue; } // it ended meanwhile
        struct rusage usage;
        getrusage(RUSAGE_SELF, &usage);
        dprintf(2, "ALARM: working on the last Unit for %ld seconds (Repbook's watchdog thread)\n"
                   "artifact_prefix='%s'; Test unit written to %s\n"
                   "==%d== ERROR: libFuzzer: timeout after %ld seconds\n"
                   "stat::number_of_executed_units: %lu\nstat::peak_rss_mb: %ld\nSUMMARY: libFuzzer: timeout\n",
                timeoutSeconds, artifactPrefix, path, (int)getpid(), timeoutSeconds, running / 2,
                usage.ru_maxrss / 1024);
        _exit(70);
    }
    return NULL;
}

static int watched(const uint8_t *data, size_t size) {
    atomic_store(&currentData, data);
    atomic_store(&currentSize, size);
    atomic_store(&startedAt, monotonicSeconds());
    atomic_fetch_add(&serial, 1);
    int result = target(data, size);
    atomic_fetch_add(&serial, 1);
    return result;
}

int RepbookFuzzRun(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
    const char *seconds = getenv("REPBOOK_FUZZ_TIMEOUT");
    if (seconds == NULL || atol(seconds) <= 0) return LLVMFuzzerRunDriver(argc, argv, callback);
    timeoutSeconds = atol(seconds);
    const char *prefix = getenv("REPBOOK_FUZZ_ARTIFACT_PREFIX");
    if (prefix != NULL) artifactPrefix = prefix;
    target = callback;
    pthread_t thread;
    if (pthread_create(&thread, NULL, watch, NULL) != 0) return LLVMFuzzerRunDriver(argc, argv, callback);
    pthread_detach(thread);
    return LLVMFuzzerRunDriver(argc, argv, watched);
}
