__global__ void broken(int *p) { p[0] = ; }
