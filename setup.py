"""The build step of `pip install .` (metadata: pyproject.toml): CMake builds the module.

The module is the CMake target `cgt_python` (python/CMakeLists.txt), built with the library in
Release into build-pip/cmake (the CMake tree `build/` of the presets is left alone), for the
interpreter running pip. CGT_BUILD_DIR=<an already configured tree> builds the target there
instead, without configuring it again (the test suite does this with build/, to save
compiling the library twice).
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        given = os.environ.get("CGT_BUILD_DIR")
        build_dir = Path(given) if given else ROOT / "build-pip" / "cmake"
        jobs = os.environ.get("CGT_BUILD_JOBS", str(os.cpu_count() or 1))
        if not given:
            subprocess.run(
                ["cmake", "-S", str(ROOT), "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=Release",
                 "-DCGT_BUILD_TESTS=OFF", "-DCGT_BUILD_BENCH=OFF", "-DCGT_BUILD_PYTHON=ON",
                 f"-DPython_EXECUTABLE={sys.executable}"],
                check=True)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", "cgt_python", "-j", jobs], check=True)
        built = build_dir / "python" / "cgt"
        module = next(built.glob("_cgt*.so"))
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(module, target)


setup(
    ext_modules=[Extension("cgt._cgt", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    # Keep setuptools' own build and egg-info out of CMake's build/ and out of python/.
    options={"build": {"build_base": "build-pip"}, "egg_info": {"egg_base": "build-pip"}},
)
