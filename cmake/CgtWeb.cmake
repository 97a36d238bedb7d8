# The WebAssembly build (preset `web`, emscripten): the `cgt` command itself compiled to
# cgt.js + cgt.wasm and run by the page in web/ (docs/web.md).
#
# What the native build takes from Debian's -dev packages is not there for WebAssembly:
#  * big integers: GMP's own mini-gmp (one C file, the mpz calls cgt::Integer makes, from the same
#    GMP 6.2.1 release Debian ships), compiled here. Its answers are GMP's; tests/web compares
#    the page with the native build on a shared corpus. GMP proper would need its autoconf run
#    under emconfigure (each check links and runs a test program through node: minutes).
#  * fmt and nlohmann/json: header-only, from the Debian headers, through a folder that shows
#    only them (all of /usr/include would bring glibc's headers into the emscripten sysroot).
enable_language(C)
include(FetchContent)

# The GMP release Debian bookworm ships, from Debian's mirror, checked by its hash.
# -DCGT_MINI_GMP_DIR=/path/to/gmp-6.2.1/mini-gmp builds from a local copy instead.
set(CGT_MINI_GMP_DIR "" CACHE PATH "Folder with mini-gmp.c and mini-gmp.h (empty: download GMP 6.2.1)")
if(NOT CGT_MINI_GMP_DIR)
  FetchContent_Declare(gmp_source
    URL http://deb.debian.org/debian/pool/main/g/gmp/gmp_6.2.1+dfsg1.orig.tar.xz
    URL_HASH SHA256=471b9e463e04362a0124f215afc5f0a4b99caedeeb62634c61bbc12988efa64c
    DOWNLOAD_EXTRACT_TIMESTAMP ON)
  FetchContent_GetProperties(gmp_source)
  if(NOT gmp_source_POPULATED)
    FetchContent_Populate(gmp_source)
  endif()
  set(CGT_MINI_GMP_DIR ${gmp_source_SOURCE_DIR}/mini-gmp)
endif()
add_library(cgt_mini_gmp STATIC ${CGT_MINI_GMP_DIR}/mini-gmp.c)
# CGT_MINI_GMP: src/core/integer_gmp.hpp includes mini-gmp.h and supplies the two constants
# mini-gmp does not define (no nails; the limb width).
target_compile_definitions(cgt_mini_gmp PUBLIC CGT_MINI_GMP)
target_include_directories(cgt_mini_gmp PUBLIC ${CGT_MINI_GMP_DIR})
target_compile_options(cgt_mini_gmp PRIVATE -w)  # third-party C: its warnings are not ours
add_library(PkgConfig::GMP ALIAS cgt_mini_gmp)

set(cgt_web_headers ${CMAKE_BINARY_DIR}/web-headers)
file(MAKE_DIRECTORY ${cgt_web_headers})
foreach(dir IN ITEMS fmt nlohmann)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "/usr/include/${dir} is missing: run scripts/deps.sh (libfmt-dev, nlohmann-json3-dev)")
  endif()
  file(CREATE_LINK /usr/include/${dir} ${cgt_web_headers}/${dir} SYMBOLIC)
endforeach()
add_library(fmt::fmt INTERFACE IMPORTED)
target_include_directories(fmt::fmt INTERFACE ${cgt_web_headers})
target_compile_definitions(fmt::fmt INTERFACE FMT_HEADER_ONLY)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
target_include_directories(nlohmann_json::nlohmann_json INTERFACE ${cgt_web_headers})

# C++ exceptions as WebAssembly exceptions (every browser of the last three years; emscripten's
# default turns them off, and its JavaScript-based ones cost a call through JS per try).
add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-fwasm-exceptions>)
add_link_options(-fwasm-exceptions)
include(cmake/CgtWebPage.cmake)
