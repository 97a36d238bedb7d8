# cgt_add_web_page(): the page of web/ with the `cgt` command compiled to WebAssembly beside it,
# in ${CMAKE_BINARY_DIR}/web — static files, served by `python3 -m http.server` in that folder.
#
# The page runs the very `cgt` command (src/cli) in a Web Worker: `callMain` with the same
# arguments a shell would pass, standard output and error captured byte for byte, files such as
# `--svg FILE` in emscripten's in-memory file system. So the page accepts exactly what the CLI
# accepts and answers with the same bytes (tests/web checks it against the native build).
function(cgt_add_web_page)
  set(out ${CMAKE_BINARY_DIR}/web)
  set_target_properties(cgt_cli PROPERTIES OUTPUT_NAME cgt SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${out})
  target_link_options(cgt_cli PRIVATE
    -sMODULARIZE=1 -sEXPORT_NAME=createCgt
    -sINVOKE_RUN=0 -sEXIT_RUNTIME=0          # main is called once per question, the engine stays loaded
    -sEXPORTED_RUNTIME_METHODS=callMain,FS
    -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB  # the CLI's 2 GiB budget fits below wasm32's 4 GiB
    -sTOTAL_STACK=1048576                     # the engines keep deep inputs on the heap (docs/developing.md)
    -sENVIRONMENT=web,worker,node            # node: tests/web runs the module without a browser too
    -sFILESYSTEM=1 -lnodefs.js)          # nodefs: tests/web/cgt_node.cjs runs the golden cases on real files
  file(GLOB page_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/*)
  set(copied "")
  foreach(file IN LISTS page_files)
    get_filename_component(name ${file} NAME)
    add_custom_command(OUTPUT ${out}/${name} COMMAND ${CMAKE_COMMAND} -E copy ${file} ${out}/${name} DEPENDS ${file})
    list(APPEND copied ${out}/${name})
  endforeach()
  add_custom_target(cgt_web_page ALL DEPENDS ${copied})

  # bench/web/w2_bench.cpp as WebAssembly, for bench/web_w2.sh (node and Chromium against native).
  # Not part of `all`: its link optimises the whole engine again, and only the benchmark uses it.
  add_executable(w2_bench EXCLUDE_FROM_ALL ${PROJECT_SOURCE_DIR}/bench/web/w2_bench.cpp)
  target_link_libraries(w2_bench PRIVATE cgt)
  set_target_properties(w2_bench PROPERTIES SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bench)
  target_link_options(w2_bench PRIVATE -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,node -sEXIT_RUNTIME=1)
  configure_file(${PROJECT_SOURCE_DIR}/bench/web/w2_bench.html ${CMAKE_BINARY_DIR}/bench/w2_bench.html COPYONLY)
  add_dependencies(cgt_web_page cgt_cli)
endfunction()
