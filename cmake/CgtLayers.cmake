# cgt_add_layer(NAME [LOWER_LAYER ...]) defines the static library cgt_NAME (alias cgt::NAME)
# from every .cpp under src/NAME/.
#
# What the layer can include is exactly what it may depend on:
#  * public headers: include/NAME/cgt/*.hpp, plus those of the layers it links (PUBLIC);
#  * private headers ("NAME/store.hpp", "core/text_cursor.hpp"): through a folder of the build
#    tree that holds links to src/NAME and to the folders of the listed lower layers only.
# So `#include "cgt/game.hpp"` or `#include "partizan/store.hpp"` in src/core fails to compile.
set(CGT_LAYER_TARGETS "" CACHE INTERNAL "")

function(cgt_add_layer name)
  set(lower ${ARGN})
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/${name}/*.cpp)
  add_library(cgt_${name} STATIC ${sources})
  add_library(cgt::${name} ALIAS cgt_${name})
  set_target_properties(cgt_${name} PROPERTIES EXPORT_NAME ${name})
  if(CGT_UNITY_LIBRARY)
    set_target_properties(cgt_${name} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${CGT_UNITY_LIBRARY_BATCH})
  endif()
  if(CGT_BUILD_FUZZ)
    target_compile_options(cgt_${name} PRIVATE -fsanitize=fuzzer-no-link)  # coverage for the fuzz targets
  endif()

  set(view ${CMAKE_BINARY_DIR}/layer-views/${name})
  file(REMOVE_RECURSE ${view})
  file(MAKE_DIRECTORY ${view})
  foreach(visible IN ITEMS ${name} ${lower})
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/src/${visible} ${view}/${visible} SYMBOLIC)
  endforeach()

  target_include_directories(cgt_${name}
    PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include/${name}> $<INSTALL_INTERFACE:include>
    PRIVATE ${view})
  foreach(below IN LISTS lower)
    target_link_libraries(cgt_${name} PUBLIC cgt_${below})
  endforeach()
  set(CGT_LAYER_TARGETS ${CGT_LAYER_TARGETS} cgt_${name} CACHE INTERNAL "")
endfunction()
