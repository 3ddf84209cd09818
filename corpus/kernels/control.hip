/* control.hip: data-dependent control flow, one thread per work item.
 *
 * INTERP 0 (default): collatz(in, steps, peak, n, max_steps): the number of
 *   Collatz steps from in[i] to 1 (64-bit arithmetic, capped at max_steps)
 *   and the largest value met; odd steps take 3x+1 and then the trailing
 *   halvings at once, even steps halve.  Trip count differs per lane.
 *   Every thread walks CPT starting values at once (element
 *   block * blockDim * CPT + k * blockDim + tid for k < CPT), interleaving
 *   their steps so that one long chain does not leave the thread idle while
 *   the others are done; the loop runs until all CPT chains finish.
 * INTERP 1: interpret(code, len, table, in, out, n, fuel): a tiny register
 *   machine run by every thread on its own input: NREG 32-bit registers,
 *   r0 = in[i], r1 = i, the rest 0, and a return stack of RDEPTH entries;
 *   the program is an array of instruction pairs (word 0:
 *   op | dst << 8 | a << 16 | b << 24, register fields taken modulo NREG;
 *   word 1: a signed immediate); jumps are relative; the thread stops at
 *   HALT, at an opcode the build does not handle, past the end, or after
 *   `fuel` instructions, and writes r0.
 *
 * Macros (all optional):
 *   INTERP    0: collatz, 1: interpreter (default 0)
 *   CPT       collatz chains per thread (default 1)
 *   NOPS      opcodes the interpreter handles: 8, 16 or 32 (default 16);
 *             the first NOPS of the opcode list below
 *   NREG      interpreter registers, a power of two (default 8)
 *   DISPATCH  0: one switch over the opcode, a case per opcode (default)
 *             1: a decode table in constant memory maps the opcode to a
 *                micro-op (functional unit, operand-B source, negate,
 *                write-back, branch condition); the cheap integer units are
 *                evaluated every step and selected without branching, only
 *                the slow units (multiply, divide, float, memory) branch
 *   LB        launch bounds, threads per block (default 256) */
#include "shim.h"

#ifndef INTERP
#define INTERP 0
#endif
#ifndef CPT
#define CPT 1
#endif
#ifndef NOPS
#define NOPS 16
#endif
#ifndef NREG
#define NREG 8
#endif
#ifndef DISPATCH
#define DISPATCH 0
#endif
#ifndef LB
#define LB 256
#endif

#if !INTERP

extern "C" __global__ __launch_bounds__(LB) void
collatz(const unsigned long long *__restrict__ in, uint *__restrict__ steps,
        unsigned long long *__restrict__ peak, int n, uint max_steps)
{
    int base = (int)(block_idx_x() * block_dim_x() * CPT + thread_idx_x());
    int stride = (int)block_dim_x();
    unsigned long long x[CPT], highest[CPT];
    uint count[CPT];
#pragma unroll
    for (int k = 0; k < CPT; ++k) {
        int i = base + k * stride;
        /* Out-of-range chains start at 1: already finished. */
        x[k] = i < n ? in[i] : 1;
        highest[k] = x[k];
        count[k] = 0;
    }
    /* x == 0 never reaches 1; it counts 0 steps and peaks at 0, like x == 1. */
    for (;;) {
        bool busy = false;
#pragma unroll
        for (int k = 0; k < CPT; ++k) {
            if (x[k] > 1 && count[k] < max_steps) {
                busy = true;
                if (x[k] & 1) {
                    x[k] = 3 * x[k] + 1;
                    if (x[k] > highest[k])
                        highest[k] = x[k];
                    int zeros = __builtin_ctzll(x[k]);
                    x[k] >>= zeros;
                    count[k] += 1 + (uint)zeros;
                } else {
                    x[k] >>= 1;
                    count[k] += 1;
                }
            }
        }
        if (!busy)
            break;
    }
#pragma unroll
    for (int k = 0; k < CPT; ++k) {
        int i = base + k * stride;
        if (i < n) {
            steps[i] = count[k];
            peak[i] = highest[k];
        }
    }
}

#else /* INTERP */

static_assert(NOPS == 8 || NOPS == 16 || NOPS == 32, "NOPS is 8, 16 or 32");
static_assert((NREG & (NREG - 1)) == 0, "NREG is a power of two");

/* Opcodes, in the order a build includes them (NOPS = 8, 16, 32). */
enum opcode {
    /* The core: enough for counted loops and arithmetic. */
    OP_HALT,  /* stop */
    OP_LOADI, /* r[dst] = imm */
    OP_MOV,   /* r[dst] = r[a] */
    OP_ADD,   /* r[dst] = r[a] + r[b] */
    OP_ADDI,  /* r[dst] = r[a] + imm */
    OP_SUB,   /* r[dst] = r[a] - r[b] */
    OP_JNZ,   /* if r[a] != 0: pc += imm */
    OP_JLT,   /* if r[a] < r[b] (signed): pc += imm */
    /* NOPS >= 16: multiply, logic, shifts, table lookups. */
    OP_MUL,   /* r[dst] = r[a] * r[b] */
    OP_AND,   /* r[dst] = r[a] & r[b] */
    OP_OR,    /* r[dst] = r[a] | r[b] */
    OP_XOR,   /* r[dst] = r[a] ^ r[b] */
    OP_SHL,   /* r[dst] = r[a] << (imm & 31) */
    OP_SHR,   /* r[dst] = r[a] >> (imm & 31) (unsigned) */
    OP_LOAD,  /* r[dst] = table[(r[a] + imm) & 255] */
    OP_JMP,   /* pc += imm */
    /* NOPS == 32: division, bit counts, float, subroutines. */
    OP_DIVU,  /* r[dst] = r[b] ? r[a] / r[b] : 0 (unsigned) */
    OP_REMU,  /* r[dst] = r[b] ? r[a] % r[b] : r[a] (unsigned) */
    OP_MIN,   /* r[dst] = min(r[a], r[b]) (signed) */
    OP_MAX,   /* r[dst] = max(r[a], r[b]) (signed) */
    OP_SRA,   /* r[dst] = r[a] >> (r[b] & 31) (arithmetic) */
    OP_MULHI, /* r[dst] = high word of r[a] * r[b] (unsigned) */
    OP_POPC,  /* r[dst] = popcount(r[a]) */
    OP_CLZ,   /* r[dst] = leading zeros of r[a] (32 for 0) */
    OP_SLT,   /* r[dst] = r[a] < r[b] (signed) */
    OP_FADD,  /* r[dst] = bits(float(r[a]) + float(r[b])) */
    OP_FMUL,  /* r[dst] = bits(float(r[a]) * float(r[b])) */
    OP_ITOF,  /* r[dst] = bits((float)r[a]) */
    OP_FTOI,  /* r[dst] = (int)float(r[a]), saturated, NaN -> 0 */
    OP_JZ,    /* if r[a] == 0: pc += imm */
    OP_CALL,  /* push pc, pc += imm (halts when the stack is full) */
    OP_RET,   /* pc = pop (halts when the stack is empty) */
};

#define RDEPTH 4

/* Register arithmetic wraps, as the machine defines it (no signed-overflow UB). */
static __device__ inline int wrap_add(int a, int b) { return (int)((uint)a + (uint)b); }

/* Float to int as a careful interpreter does it: no undefined conversions. */
static __device__ inline int f2i_sat(float f)
{
    if (!(f == f))
        return 0;
    return (int)fminf(fmaxf(f, -2147483648.0f), 2147483520.0f);
}

#if DISPATCH == 1

/* Micro-op descriptor: unit | sub-op << 4 | flags | branch condition << 9. */
enum unit {
    U_ADD,    /* a + B */
    U_MOVB,   /* B */
    U_MOVA,   /* a */
    U_LOGIC,  /* sub 0: a & B, 1: a | B, 2: a ^ B */
    U_SHIFT,  /* sub 0: a << B, 1: a >> B (unsigned), 2: a >> B (signed) */
    U_MINMAX, /* sub 0: min(a, B), 1: max(a, B), 2: a < B */
    U_SLOW,   /* units from here on branch */
    U_MUL = U_SLOW, /* sub 0: a * B, 1: high word (unsigned) */
    U_DIV,    /* sub 0: a / B, 1: a % B (unsigned, B == 0 guarded) */
    U_BITS,   /* sub 0: popcount(a), 1: clz(a) */
    U_FLOAT,  /* sub 0: fadd, 1: fmul, 2: itof, 3: ftoi */
    U_LOAD,   /* table[(a + B) & 255] */
};
enum flags { F_IMM = 1 << 6, F_NEG = 1 << 7, F_WB = 1 << 8 };
enum cond { C_NEVER, C_ALWAYS, C_ZERO, C_NONZERO, C_LT, C_HALT, C_CALL, C_RET };
#define DESC(unit, sub, flags, cond) ((uint)(unit) | (uint)(sub) << 4 | (uint)(flags) | (uint)(cond) << 9)

/* Indexed by opcode. */
static __constant__ const uint op_desc[32] = {
    DESC(U_ADD, 0, 0, C_HALT), /* OP_HALT */
    DESC(U_MOVB, 0, F_IMM | F_WB, C_NEVER), /* OP_LOADI */
    DESC(U_MOVA, 0, F_WB, C_NEVER), /* OP_MOV */
    DESC(U_ADD, 0, F_WB, C_NEVER), /* OP_ADD */
    DESC(U_ADD, 0, F_IMM | F_WB, C_NEVER), /* OP_ADDI */
    DESC(U_ADD, 0, F_NEG | F_WB, C_NEVER), /* OP_SUB */
    DESC(U_ADD, 0, 0, C_NONZERO), /* OP_JNZ */
    DESC(U_ADD, 0, 0, C_LT), /* OP_JLT */
    DESC(U_MUL, 0, F_WB, C_NEVER), /* OP_MUL */
    DESC(U_LOGIC, 0, F_WB, C_NEVER), /* OP_AND */
    DESC(U_LOGIC, 1, F_WB, C_NEVER), /* OP_OR */
    DESC(U_LOGIC, 2, F_WB, C_NEVER), /* OP_XOR */
    DESC(U_SHIFT, 0, F_IMM | F_WB, C_NEVER), /* OP_SHL */
    DESC(U_SHIFT, 1, F_IMM | F_WB, C_NEVER), /* OP_SHR */
    DESC(U_LOAD, 0, F_IMM | F_WB, C_NEVER), /* OP_LOAD */
    DESC(U_ADD, 0, 0, C_ALWAYS), /* OP_JMP */
    DESC(U_DIV, 0, F_WB, C_NEVER), /* OP_DIVU */
    DESC(U_DIV, 1, F_WB, C_NEVER), /* OP_REMU */
    DESC(U_MINMAX, 0, F_WB, C_NEVER), /* OP_MIN */
    DESC(U_MINMAX, 1, F_WB, C_NEVER), /* OP_MAX */
    DESC(U_SHIFT, 2, F_WB, C_NEVER), /* OP_SRA */
    DESC(U_MUL, 1, F_WB, C_NEVER), /* OP_MULHI */
    DESC(U_BITS, 0, F_WB, C_NEVER), /* OP_POPC */
    DESC(U_BITS, 1, F_WB, C_NEVER), /* OP_CLZ */
    DESC(U_MINMAX, 2, F_WB, C_NEVER), /* OP_SLT */
    DESC(U_FLOAT, 0, F_WB, C_NEVER), /* OP_FADD */
    DESC(U_FLOAT, 1, F_WB, C_NEVER), /* OP_FMUL */
    DESC(U_FLOAT, 2, F_WB, C_NEVER), /* OP_ITOF */
    DESC(U_FLOAT, 3, F_WB, C_NEVER), /* OP_FTOI */
    DESC(U_ADD, 0, 0, C_ZERO), /* OP_JZ */
    DESC(U_ADD, 0, 0, C_CALL), /* OP_CALL */
    DESC(U_ADD, 0, 0, C_RET), /* OP_RET */
};

#endif /* DISPATCH == 1 */

extern "C" __global__ __launch_bounds__(LB) void
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
#if NOPS == 32
    int rstack[RDEPTH];
    int sp = 0;
#endif

    int pc = 0;
    while (pc >= 0 && pc < len && fuel-- > 0) {
        uint word = code[2 * pc];
        int imm = (int)code[2 * pc + 1];
        uint op = word & 0xff, dst = (word >> 8) & (NREG - 1);
        int a = r[(word >> 16) & (NREG - 1)], b = r[(word >> 24) & (NREG - 1)];
        ++pc;
#if DISPATCH == 0
        switch (op) {
        case OP_HALT: pc = len; break;
        case OP_LOADI: r[dst] = imm; break;
        case OP_MOV: r[dst] = a; break;
        case OP_ADD: r[dst] = wrap_add(a, b); break;
        case OP_ADDI: r[dst] = wrap_add(a, imm); break;
        case OP_SUB: r[dst] = (int)((uint)a - (uint)b); break;
        case OP_JNZ: if (a != 0) pc += imm; break;
        case OP_JLT: if (a < b) pc += imm; break;
#if NOPS >= 16
        case OP_MUL: r[dst] = (int)((uint)a * (uint)b); break;
        case OP_AND: r[dst] = a & b; break;
        case OP_OR: r[dst] = a | b; break;
        case OP_XOR: r[dst] = a ^ b; break;
        case OP_SHL: r[dst] = (int)((uint)a << (imm & 31)); break;
        case OP_SHR: r[dst] = (int)((uint)a >> (imm & 31)); break;
        case OP_LOAD: r[dst] = table[wrap_add(a, imm) & 255]; break;
        case OP_JMP: pc += imm; break;
#endif
#if NOPS >= 32
        case OP_DIVU: r[dst] = b ? (int)((uint)a / (uint)b) : 0; break;
        case OP_REMU: r[dst] = b ? (int)((uint)a % (uint)b) : a; break;
        case OP_MIN: r[dst] = a < b ? a : b; break;
        case OP_MAX: r[dst] = a > b ? a : b; break;
        case OP_SRA: r[dst] = a >> (b & 31); break;
        case OP_MULHI: r[dst] = (int)(((unsigned long long)(uint)a * (uint)b) >> 32); break;
        case OP_POPC: r[dst] = __builtin_popcount((uint)a); break;
        case OP_CLZ: r[dst] = a ? __builtin_clz((uint)a) : 32; break;
        case OP_SLT: r[dst] = a < b; break;
        case OP_FADD: r[dst] = __float_as_int(__int_as_float(a) + __int_as_float(b)); break;
        case OP_FMUL: r[dst] = __float_as_int(__int_as_float(a) * __int_as_float(b)); break;
        case OP_ITOF: r[dst] = __float_as_int((float)a); break;
        case OP_FTOI: r[dst] = f2i_sat(__int_as_float(a)); break;
        case OP_JZ: if (a == 0) pc += imm; break;
        case OP_CALL:
            if (sp < RDEPTH) {
                rstack[sp++] = pc;
                pc += imm;
            } else {
                pc = len;
            }
            break;
        case OP_RET: pc = sp > 0 ? rstack[--sp] : len; break;
#endif
        default: pc = len; break;
        }
#else /* DISPATCH == 1 */
        /* Opcodes the build leaves out halt, as the switch's default does. */
        uint d = op < NOPS ? op_desc[op] : DESC(U_ADD, 0, 0, C_HALT);
        uint unit = d & 15, sub = (d >> 4) & 3, cond = (d >> 9) & 7;
        int B = (d & F_IMM) ? imm : b;
        B = (d & F_NEG) ? (int)(0u - (uint)B) : B;

        /* Cheap units: computed unconditionally, picked by selects, so lanes
         * running different opcodes do not diverge. */
        int res = unit == U_MOVB ? B : unit == U_MOVA ? a : wrap_add(a, B);
#if NOPS >= 16
        int logic = sub == 0 ? (a & B) : sub == 1 ? (a | B) : (a ^ B);
        int shift = sub == 0 ? (int)((uint)a << (B & 31))
                  : sub == 1 ? (int)((uint)a >> (B & 31)) : a >> (B & 31);
        res = unit == U_LOGIC ? logic : res;
        res = unit == U_SHIFT ? shift : res;
#endif
#if NOPS >= 32
        int minmax = sub == 0 ? (a < B ? a : B) : sub == 1 ? (a > B ? a : B) : (int)(a < B);
        res = unit == U_MINMAX ? minmax : res;
#endif
#if NOPS >= 16
        /* Slow units: a branch each. */
        if (unit >= U_SLOW) {
            switch (unit) {
            case U_MUL:
                res = sub == 0 ? (int)((uint)a * (uint)B) : (int)(((unsigned long long)(uint)a * (uint)B) >> 32);
                break;
            case U_LOAD: res = table[wrap_add(a, B) & 255]; break;
#if NOPS >= 32
            case U_DIV:
                res = B == 0 ? (sub == 0 ? 0 : a)
                    : (int)(sub == 0 ? (uint)a / (uint)B : (uint)a % (uint)B);
                break;
            case U_BITS:
                res = sub == 0 ? __builtin_popcount((uint)a) : a ? __builtin_clz((uint)a) : 32;
                break;
            case U_FLOAT: {
                float fa = __int_as_float(a), fb = __int_as_float(B);
                if (sub == 3)
                    res = f2i_sat(fa);
                else
                    res = __float_as_int(sub == 0 ? fa + fb : sub == 1 ? fa * fb : (float)a);
                break;
            }
#endif
            }
        }
#endif
        if (d & F_WB)
            r[dst] = res;

        bool taken = cond == C_ALWAYS || (cond == C_ZERO && a == 0) ||
                     (cond == C_NONZERO && a != 0) || (cond == C_LT && a < b);
        pc = taken ? pc + imm : pc;
        if (cond >= C_HALT) {
#if NOPS >= 32
            if (cond == C_CALL && sp < RDEPTH) {
                rstack[sp++] = pc;
                pc += imm;
            } else if (cond == C_RET && sp > 0) {
                pc = rstack[--sp];
            } else {
                pc = len;
            }
#else
            pc = len;
#endif
        }
#endif /* DISPATCH */
    }
    out[i] = r[0];
}

#endif
