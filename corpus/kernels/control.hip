/* control.hip: data-dependent control flow, one element per thread.
 *
 * INTERP 0 (default): collatz(in, steps, peak, n, max_steps): the number of
 *   Collatz steps from in[i] to 1 (64-bit arithmetic, capped at max_steps)
 *   and the largest value met; odd steps take 3x+1 and then the trailing
 *   halvings at once, even steps halve.  Trip count differs per lane.
 * INTERP 1: interpret(code, len, in, out, n, fuel): a tiny register machine
 *   run by every thread on its own input: eight 32-bit registers, r0 = in[i],
 *   r1 = i, the rest 0; the program is an array of instruction pairs
 *   (word 0: op | dst << 8 | a << 16 | b << 24, word 1: a signed immediate);
 *   a switch dispatches each opcode; jumps are relative; the thread stops at
 *   HALT, past the end, or after `fuel` instructions, and writes r0. */
#include "shim.h"

#ifndef INTERP
#define INTERP 0
#endif

#if !INTERP

extern "C" __global__ __launch_bounds__(256) void
collatz(const unsigned long long *__restrict__ in, uint *__restrict__ steps,
        unsigned long long *__restrict__ peak, int n, uint max_steps)
{
    int i = (int)(block_idx_x() * block_dim_x() + thread_idx_x());
    if (i >= n)
        return;
    unsigned long long x = in[i], highest = x;
    uint count = 0;
    if (x == 0) {
        steps[i] = 0;
        peak[i] = 0;
        return;
    }
    while (x != 1 && count < max_steps) {
        if (x & 1) {
            x = 3 * x + 1;
            if (x > highest)
                highest = x;
            int zeros = __builtin_ctzll(x);
            x >>= zeros;
            count += 1 + (uint)zeros;
        } else {
            x >>= 1;
            count += 1;
        }
    }
    steps[i] = count;
    peak[i] = highest;
}

#else /* INTERP */

enum opcode {
    OP_HALT,
    OP_LOADI, /* r[dst] = imm */
    OP_MOV,   /* r[dst] = r[a] */
    OP_ADD,   /* r[dst] = r[a] + r[b] */
    OP_ADDI,  /* r[dst] = r[a] + imm */
    OP_SUB,   /* r[dst] = r[a] - r[b] */
    OP_MUL,   /* r[dst] = r[a] * r[b] */
    OP_DIVU,  /* r[dst] = r[b] ? r[a] / r[b] : 0 (unsigned) */
    OP_AND,   /* r[dst] = r[a] & r[b] */
    OP_XOR,   /* r[dst] = r[a] ^ r[b] */
    OP_SHL,   /* r[dst] = r[a] << (imm & 31) */
    OP_SHR,   /* r[dst] = r[a] >> (imm & 31) (unsigned) */
    OP_MIN,   /* r[dst] = min(r[a], r[b]) (signed) */
    OP_LOAD,  /* r[dst] = table[(r[a] + imm) & 255] */
    OP_JZ,    /* if r[a] == 0: pc += imm */
    OP_JNZ,   /* if r[a] != 0: pc += imm */
    OP_JLT,   /* if r[a] < r[b] (signed): pc += imm */
    OP_JMP,   /* pc += imm */
};

#define NREG 8

extern "C" __global__ __launch_bounds__(256) void
interpret(const uint *__restrict__ code, int len, const int *__restrict__ table,
          const int *__restrict__ in, int *__restrict__ out, int n, int fuel)
{
    int i = (int)(block_idx_x() * block_dim_x() + thread_idx_x());
    if (i >= n)
        return;
    int r[NREG];
#pragma unroll
    for (int k = 0; k < NREG; ++k)
        r[k] = 0;
    r[0] = in[i];
    r[1] = i;

    int pc = 0;
    while (pc >= 0 && pc < len && fuel-- > 0) {
        uint word = code[2 * pc];
        int imm = (int)code[2 * pc + 1];
        uint op = word & 0xff, dst = (word >> 8) & (NREG - 1);
        int a = r[(word >> 16) & (NREG - 1)], b = r[(word >> 24) & (NREG - 1)];
        ++pc;
        switch (op) {
        case OP_HALT: pc = len; break;
        case OP_LOADI: r[dst] = imm; break;
        case OP_MOV: r[dst] = a; break;
        case OP_ADD: r[dst] = a + b; break;
        case OP_ADDI: r[dst] = a + imm; break;
        case OP_SUB: r[dst] = a - b; break;
        case OP_MUL: r[dst] = a * b; break;
        case OP_DIVU: r[dst] = b ? (int)((uint)a / (uint)b) : 0; break;
        case OP_AND: r[dst] = a & b; break;
        case OP_XOR: r[dst] = a ^ b; break;
        case OP_SHL: r[dst] = (int)((uint)a << (imm & 31)); break;
        case OP_SHR: r[dst] = (int)((uint)a >> (imm & 31)); break;
        case OP_MIN: r[dst] = a < b ? a : b; break;
        case OP_LOAD: r[dst] = table[(a + imm) & 255]; break;
        case OP_JZ: if (a == 0) pc += imm; break;
        case OP_JNZ: if (a != 0) pc += imm; break;
        case OP_JLT: if (a < b) pc += imm; break;
        case OP_JMP: pc += imm; break;
        default: pc = len; break;
        }
    }
    out[i] = r[0];
}

#endif
