# `cmake --install` puts the libraries, the headers (all layers merged into include/cgt/) and a
# CMake package, so that an outside project can write
#     find_package(cgt REQUIRED)
#     target_link_libraries(app PRIVATE cgt::cgt)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS ${CGT_LAYER_TARGETS} cgt EXPORT cgtTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
foreach(layer_target IN LISTS CGT_LAYER_TARGETS)
  string(REPLACE "cgt_" "" layer ${layer_target})
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/${layer}/cgt DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endforeach()
install(TARGETS cgt_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET cgt_mpi)
  install(TARGETS cgt_mpi LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/cgt)
endif()

set(CGT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/cgt)
install(EXPORT cgtTargets NAMESPACE cgt:: DESTINATION ${CGT_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/cgtConfig.cmake.in
                              ${CMAKE_BINARY_DIR}/cgtConfig.cmake INSTALL_DESTINATION ${CGT_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cgtConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cgtConfig.cmake ${CMAKE_BINARY_DIR}/cgtConfigVersion.cmake
        DESTINATION ${CGT_CMAKE_DIR})
