/* verilocc run: the launch harness (src/run/run_command.h says what it does). */
#include "../run/run_command.h"
#include "cli.h"

int vl_cmd_run(int argc, char **argv) { return vl_run_command(argc, argv); }
