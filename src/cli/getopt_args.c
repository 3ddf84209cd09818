/* getopt_long into a canonical argv (see getopt_args.h). */
#include "getopt_args.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_OPTIONS = 48 };

bool vl_cli_getopt(const char *command, const char *spec, int *argc, char ***argv) {
  struct option longs[MAX_OPTIONS + 1] = {{0}};   /* ends with a zero entry */
  char names[MAX_OPTIONS][32], shorts[2 * MAX_OPTIONS + 2] = "-";   /* '-': operands in order, as code 1 */
  int n = 0, num_longs = 0, s = 1;
  for (const char *p = spec; *p && n < MAX_OPTIONS;) {
    while (*p == ' ') p++;
    size_t len = strcspn(p, " ");
    if (!len) break;
    bool value = p[len - 1] == ':', is_short = p[0] == '-';
    size_t name_len = (value ? len - 1 : len) - is_short;
    snprintf(names[n], sizeof names[n], "%.*s", (int)name_len, p + is_short);
    if (is_short) {
      shorts[s++] = names[n][0];
      if (value) shorts[s++] = ':';
    } else {
      longs[num_longs] = (struct option){names[n], value ? required_argument : no_argument, 0, 256 + num_longs};
      num_longs++;
    }
    n++, p += len;
  }
  /* The new argv and its option names in one block that lives as long as the process, as the argv
   * main received does; `kept` holds it so that a leak checker sees it reachable to the end. */
  static char **kept;
  size_t pointers = (size_t)*argc * 2 + 2, names_size = (size_t)*argc * (sizeof names[0] + 3);
  char **out = calloc(1, pointers * sizeof *out + names_size), **operands = calloc((size_t)*argc + 1, sizeof *out);
  if (!out || !operands) abort();
  char *name_space = (char *)(out + pointers);
  int count = 0, num_operands = 0;
  out[count++] = (*argv)[0];
  optind = 1, opterr = 0;
  for (int c, index = -1; (c = getopt_long(*argc, *argv, shorts, longs, &index)) != -1; index = -1) {
    if (c == 1) { operands[num_operands++] = optarg; continue; }
    if (c == '?' || c == ':') {
      fprintf(stderr, "verilocc %s: error: unknown option or missing value '%s' (verilocc %s --help lists them)\n",
              command, (*argv)[optind - 1], command);
      free(out), free(operands);
      return false;
    }
    const char *name = c < 256 ? (char[]){(char)c, 0} : longs[index].name;
    size_t size = strlen(name) + 3;
    char *full = name_space;
    name_space += size;
    snprintf(full, size, c < 256 ? "-%s" : "--%s", name);
    out[count++] = full;
    if (optarg) out[count++] = optarg;
  }
  for (int i = optind; i < *argc; i++) operands[num_operands++] = (*argv)[i];   /* after "--" */
  for (int i = 0; i < num_operands; i++) out[count++] = operands[i];
  free(operands);
  free(kept);   /* a second call (none today) replaces the first */
  kept = out;
  *argc = count;
  *argv = out;
  return true;
}
