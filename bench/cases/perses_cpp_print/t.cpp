#include <iostream>

using namespace std;

int main (int argc, char *argv[]) {

    std::cout << "not-interesting " << "hello world" << "\n";
    return 0;
}
