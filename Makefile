# VeriLocc build. `make` builds build/verilocc; `make demo` and `make check`
# also install what is missing (scripts/setup.sh).
CC      ?= gcc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wno-unused-parameter -MMD -MP
LDLIBS  := -ljansson -lz3 -lm -lCbcSolver -lCbc -lClp -lCoinUtils
BUILD   := build

LIB_SRC  := $(sort $(filter-out src/cli/%,$(wildcard src/*/*.c)))
CLI_SRC  := $(sort $(wildcard src/cli/*.c))
TEST_SRC := $(sort $(wildcard tests/unit/test_*.c))
LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/obj/%.o)
CLI_OBJ  := $(CLI_SRC:%.c=$(BUILD)/obj/%.o)
TESTS    := $(TEST_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all setup demo check unit golden e2e bench clean kernels corpus library-corpus sample example report-test
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
                 src/base/file.c src/base/diag.c src/base/arena.c src/base/order_stats.c
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
	@$(MAKE) --no-print-directory all
	@$(BUILD)/verilocc collect -o $(BUILD)/corpus
	@$(BUILD)/verilocc stats $(BUILD)/corpus/manifest.jsonl --json $(BUILD)/corpus/stats.json

# The library corpus (corpus/library/*.json): rocPRIM's and CUB's kernels compiled with the real
# HIP, CUDA 11.8 and library headers, every family in the test split. LIBRARY_CORPUS=DIR builds it
# elsewhere.
LIBRARY_CORPUS ?= $(BUILD)/library-corpus
library-corpus: setup
	@$(MAKE) --no-print-directory all
	@$(BUILD)/verilocc collect --families corpus/library -o $(LIBRARY_CORPUS)
	@$(BUILD)/verilocc stats $(LIBRARY_CORPUS)/manifest.jsonl --json $(LIBRARY_CORPUS)/stats.json

# Refreshes the committed sample (corpus/sample) from the full corpus.
sample: corpus
	@rm -rf corpus/sample
	@$(BUILD)/verilocc collect --sample $(BUILD)/corpus/manifest.jsonl -o corpus/sample

unit: $(TESTS)
	@scripts/run-unit.sh $(TESTS)

golden: $(BUILD)/verilocc
	@scripts/run-golden.sh

# The HTML report rendered in headless Chromium (skipped without it, failed under CI=1).
report-test: $(BUILD)/verilocc
	@scripts/run-report-test.sh $(BUILD)

e2e: $(BUILD)/verilocc kernels
	@scripts/run-e2e.sh $(BUILD)/kernels/manifest.jsonl

check: setup
	@$(MAKE) --no-print-directory all
	@$(MAKE) --no-print-directory unit
	@$(MAKE) --no-print-directory example
	@$(MAKE) --no-print-directory golden
	@$(MAKE) --no-print-directory report-test
	@$(MAKE) --no-print-directory e2e
	@echo "make check: all tests passed"

demo: setup
	@$(MAKE) --no-print-directory all
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

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(TESTS:=.d)

# Rewrites the NVIDIA .sass of build/corpus as `nvdisasm -hex -c` from their .cubin
# (what collect writes now; no recompilation): scripts/refresh-sass.sh.
.PHONY: refresh-sass
refresh-sass:
	@scripts/refresh-sass.sh $(BUILD)/corpus
