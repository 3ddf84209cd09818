# VeriLocc build. `make` builds build/verilocc; `make demo` and `make check`
# also install what is missing (scripts/setup.sh).
CC      ?= gcc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wno-unused-parameter -MMD -MP
LDLIBS  := -ljansson -lz3 -lm -lCbcSolver -lCbc -lClp -lCoinUtils
BUILD   := build
# check, demo and the corpora compile on every core (JOBS=N for fewer); a -j of your own is kept.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
SUB_MAKE = $(MAKE) --no-print-directory $(if $(filter -j%,$(MAKEFLAGS)),,-j$(JOBS))
# Sanitizer builds add their flags here and build elsewhere (check-asan: BUILD=build/asan).
CFLAGS  += $(SANITIZE)

LIB_SRC  := $(sort $(filter-out src/cli/%,$(wildcard src/*/*.c)))
CLI_SRC  := $(sort $(wildcard src/cli/*.c))
TEST_SRC := $(sort $(wildcard tests/unit/test_*.c))
LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/obj/%.o)
CLI_OBJ  := $(CLI_SRC:%.c=$(BUILD)/obj/%.o)
TESTS    := $(TEST_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all setup demo check unit golden e2e bench clean kernels corpus library-corpus sample example report-test \
        unit-programs fuzz-programs check-asan fuzz scale
all: $(BUILD)/verilocc $(BUILD)/verilocc-run

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Iinclude -c $< -o $@

# --version names the commit it was built from.
VL_VERSION := $(shell git describe --always --dirty 2>/dev/null || echo unknown)
$(BUILD)/obj/src/api/verilocc.o: CFLAGS += -DVL_VERSION='"$(VL_VERSION)"'

$(BUILD)/libverilocc.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/verilocc: $(CLI_OBJ) $(BUILD)/libverilocc.a
	$(CC) $(CFLAGS) $^ $(LDLIBS) -o $@

# The launch harness alone, with libc and libdl only (for a GPU machine without our libraries).
RUN_ALONE_SRC := src/run/standalone/verilocc_run.c $(wildcard src/run/*.c src/run/*.h) src/front/cubin_elf.c \
                 src/base/file.c src/base/atomic_file.c src/base/diag.c src/base/arena.c src/base/order_stats.c
$(BUILD)/verilocc-run: $(RUN_ALONE_SRC) scripts/build-run.sh
	@scripts/build-run.sh $@

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/libverilocc.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Iinclude -Isrc $< $(BUILD)/libverilocc.a $(LDLIBS) -lcmocka -o $@

# test_ranks checks our dlopen view of Open MPI against its mpi.h (libopenmpi-dev).
$(BUILD)/tests/test_ranks: CFLAGS += $(shell pkg-config --cflags ompi-c 2>/dev/null)

# The public API's example (include/verilocc.h), built as a user would: the header and the library.
$(BUILD)/examples/allocate: examples/allocate.c include/verilocc.h $(BUILD)/libverilocc.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Iinclude $< $(BUILD)/libverilocc.a $(LDLIBS) -o $@

# Runs it on a MIR kernel; llc-19's machine verifier must accept what it wrote.
example: $(BUILD)/examples/allocate
	@$(BUILD)/examples/allocate tests/inputs/mir/saxpy_gfx942.pre.mir $(BUILD)/examples/saxpy.mir
	@llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 -start-after=virtregrewriter,1 -verify-machineinstrs \
	  $(BUILD)/examples/saxpy.mir -o /dev/null && echo "example: llc-19 -verify-machineinstrs accepts its output"

setup:
	@scripts/setup.sh

# The test kernels (tests/kernels/*.json), compiled to pre-RA MIR for the AMDGPU
# targets with LLVM greedy's reference (tests and bench use them).
kernels: $(BUILD)/verilocc
	@$(BUILD)/verilocc collect --families tests/kernels -o $(BUILD)/kernels

# The full corpus (corpus/families/*.json) for every target, and its statistics.
corpus: setup
	@$(SUB_MAKE) all
	@$(BUILD)/verilocc collect -o $(BUILD)/corpus
	@$(BUILD)/verilocc stats $(BUILD)/corpus/manifest.jsonl --json $(BUILD)/corpus/stats.json

# The library corpus (corpus/library/*.json): rocPRIM's and CUB's kernels compiled with the real
# HIP, CUDA 11.8 and library headers, every family in the test split. LIBRARY_CORPUS=DIR builds it
# elsewhere.
LIBRARY_CORPUS ?= $(BUILD)/library-corpus
library-corpus: setup
	@$(SUB_MAKE) all
	@$(BUILD)/verilocc collect --families corpus/library -o $(LIBRARY_CORPUS)
	@$(BUILD)/verilocc stats $(LIBRARY_CORPUS)/manifest.jsonl --json $(LIBRARY_CORPUS)/stats.json

# Refreshes the committed sample (corpus/sample) from the full corpus.
sample: corpus
	@rm -rf corpus/sample
	@$(BUILD)/verilocc collect --sample $(BUILD)/corpus/manifest.jsonl -o corpus/sample

unit: $(TESTS)
	@scripts/run-unit.sh $(TESTS)

unit-programs: $(TESTS)

# libFuzzer targets (tests/fuzz/fuzz_*.c) and the allocation fuzzer; built in the sanitizer build below.
FUZZ_PROGRAMS := $(BUILD)/fuzz/fuzz_mir $(BUILD)/fuzz/fuzz_sass $(BUILD)/fuzz/fuzz_assignment \
                 $(BUILD)/fuzz/fuzz_translate $(BUILD)/fuzz/alloc_fuzz $(BUILD)/fuzz/gen_function
fuzz-programs: $(FUZZ_PROGRAMS)

$(BUILD)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c $(BUILD)/libverilocc.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -fsanitize=fuzzer -Iinclude -Isrc $< $(BUILD)/libverilocc.a $(LDLIBS) -o $@

# The two front ends' targets share one source.
$(BUILD)/fuzz/fuzz_mir $(BUILD)/fuzz/fuzz_sass: tests/fuzz/fuzz_reader.c $(BUILD)/libverilocc.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(if $(findstring sass,$@),-DFUZZ_SASS) -fsanitize=fuzzer -Iinclude -Isrc $< $(BUILD)/libverilocc.a $(LDLIBS) -o $@

$(BUILD)/fuzz/alloc_fuzz: tests/fuzz/alloc_fuzz.c tests/fuzz/gen_mir.c tests/fuzz/gen_sass.c tests/fuzz/gen.h $(BUILD)/libverilocc.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Iinclude -Isrc tests/fuzz/alloc_fuzz.c tests/fuzz/gen_mir.c tests/fuzz/gen_sass.c $(BUILD)/libverilocc.a $(LDLIBS) -o $@

$(BUILD)/fuzz/gen_function: tests/fuzz/gen_function.c tests/fuzz/gen_mir.c tests/fuzz/gen_sass.c tests/fuzz/gen.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) tests/fuzz/gen_function.c tests/fuzz/gen_mir.c tests/fuzz/gen_sass.c -o $@

# One clang-19 build in build/san with AddressSanitizer, UndefinedBehaviorSanitizer (any report
# fatal), LeakSanitizer and libFuzzer's coverage serves the sanitizer runs and the fuzzers.
SAN_FLAGS := -O1 -fsanitize=address,undefined,fuzzer-no-link -fno-omit-frame-pointer -fno-sanitize-recover=undefined
SAN_MAKE   = $(MAKE) --no-print-directory BUILD=build/san CC=clang-19 SANITIZE="$(SAN_FLAGS)"
SAN_ENV   := VL_LLAMA_DIR=$(CURDIR)/build/llama ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1
# The golden tests of the readers and verifiers (the inputs users hand-make) under the sanitizers;
# the model-based ones run in the plain build only (they take minutes instead of seconds there).
SAN_GOLDEN := cli parse_errors verify_json_errors verify_lies verify_conflict smt_agreement normalize_errors \
              normalize_lies repair_errors repair_lies sass_errors sass_hex_errors sass_conflict sass_split_moves \
              tv_bad_input tv_faults tv_valid tv_remat_into_copy spill_forced dump_after
FUZZ_SECONDS ?= 180
ALLOC_FUZZ_FUNCTIONS ?= 20000
# Z3 and the learned allocator are most of the allocation fuzzer's time: on a sample of the functions.
ALLOC_FUZZ_FLAGS ?= --llc-every 50 --smt-every 5 --model-every 10

# Time and peak memory of each stage against function size (1,000 to 1,000,000 instructions) with
# fitted growth exponents: scripts/scale.sh.
scale: all $(BUILD)/fuzz/gen_function
	@scripts/scale.sh

# Part of check: the unit tests and the golden tests above under the sanitizers, and a short run
# of every fuzzer (seconds each), two at a time (the allocation fuzzer as two runs of 75 functions).
check-asan:
	@$(SAN_MAKE) all unit-programs fuzz-programs
	@$(SAN_ENV) scripts/run-unit.sh $(patsubst $(BUILD)/%,build/san/%,$(TESTS))
	@$(SAN_ENV) VERILOCC=$(CURDIR)/build/san/verilocc scripts/run-golden.sh $(SAN_GOLDEN)
	@$(SAN_ENV) scripts/fuzz.sh 10 mir sass & p=$$!; $(SAN_ENV) scripts/fuzz.sh 10 assignment translate; r=$$?; wait $$p && exit $$r
	@seed=$$(date +%s); $(SAN_ENV) build/san/fuzz/alloc_fuzz --functions 75 --llc-every 10 --seed $$seed & p=$$!; \
	  $(SAN_ENV) build/san/fuzz/alloc_fuzz --functions 75 --llc-every 10 --seed $$((seed + 1)); r=$$?; wait $$p && exit $$r

# The fuzzers for FUZZ_SECONDS each and ALLOC_FUZZ_FUNCTIONS generated functions.
fuzz: setup
	@$(SAN_MAKE) fuzz-programs
	@$(SAN_ENV) scripts/fuzz.sh $(FUZZ_SECONDS)
	@$(SAN_ENV) build/san/fuzz/alloc_fuzz --functions $(ALLOC_FUZZ_FUNCTIONS) $(ALLOC_FUZZ_FLAGS)

golden: $(BUILD)/verilocc
	@scripts/run-golden.sh

# The HTML report rendered in headless Chromium (skipped without it, failed under CI=1).
report-test: $(BUILD)/verilocc
	@scripts/run-report-test.sh $(BUILD)

e2e: $(BUILD)/verilocc kernels
	@scripts/run-e2e.sh $(BUILD)/kernels/manifest.jsonl

check: setup
	@$(SUB_MAKE) all
	@$(SUB_MAKE) unit
	@$(SUB_MAKE) example
	@$(SUB_MAKE) golden
	@$(SUB_MAKE) report-test
	@$(SUB_MAKE) e2e
	@$(SUB_MAKE) check-asan
	@echo "make check: all tests passed"

demo: setup
	@$(SUB_MAKE) all
	@scripts/demo.sh

bench: setup
	@$(MAKE) --no-print-directory all kernels corpus
	@scripts/bench.sh $(BUILD)/kernels/manifest.jsonl $(BUILD)/corpus/manifest.jsonl

clean:
	rm -rf $(BUILD)

# The learned allocator: OpenMP, and the transformer's inner loops vectorised
# (reassociation changes results only between builds, never between runs; AVX2/FMA only
# where the building CPU has them, since the binary runs where it is built).
CFLAGS  += -fopenmp
LDLIBS  += -ldl
$(BUILD)/obj/src/model/%.o: CFLAGS += -O3 -fassociative-math -fno-signed-zeros -fno-trapping-math $(if $(shell grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw fma /proc/cpuinfo && echo y),-mavx2 -mfma)

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(TESTS:=.d) $(FUZZ_PROGRAMS:=.d)

# Rewrites the NVIDIA .sass of build/corpus as `nvdisasm -hex -c` from their .cubin
# (what collect writes now; no recompilation): scripts/refresh-sass.sh.
.PHONY: refresh-sass
refresh-sass:
	@scripts/refresh-sass.sh $(BUILD)/corpus
