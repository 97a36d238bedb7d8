#pragma once
// Writing an output file named on the command line (`--svg FILE`, `--values-out FILE`, a sweep's
// `--out FILE`): one writer for every front end and every such flag, so that none of them can
// replace what is not theirs to replace (docs/cli.md, "Output files").
//
//   "-"                    standard output.
//   a regular file, or a   written whole under a temporary name beside it, then renamed over it:
//   name that is new       nothing is ever half-written, and the old file stays until the new one
//                          is complete (it keeps its permissions).
//   a symbolic link        followed: what it points to is written by these rules; the link itself
//                          is never replaced.
//   a character device     written in place, without truncating or creating anything
//   or a FIFO              (`/dev/null`, `/dev/stdout`, a named pipe).
//   anything else          refused with one line: a directory, a socket, a block device.

#include <string>
#include <string_view>

namespace cgt {

// Whether an output file's name means standard output.
[[nodiscard]] bool names_standard_output(std::string_view path) noexcept;

// Whether a replaced file is flushed to the disk before it takes the old one's place (fsync of
// the file before the rename, of its folder after): a file that is read back and must survive
// a crash of the machine (a solve database) asks for it; output for people does not pay for it.
enum class FileSync { kNo, kYes };

// Writes `content` to `path` by the rules above. Throws DomainError ("cannot write 'PATH': …")
// when the system refuses; nothing is left behind then (no temporary file, the old file intact).
void write_output_file(const std::string& path, std::string_view content, FileSync sync = FileSync::kNo);

// Before a long computation: throws DomainError when `path` will certainly not take the file (a
// directory, a socket, a block device, a folder that does not exist or is not writable), without
// changing anything. A FIFO is not opened (that would wait for a reader).
void check_output_file(const std::string& path);

// A file that is also read back (a sweep's checkpoint) must be a regular file or a new name:
// throws DomainError naming `option` for "-", a device, a FIFO, a socket or a directory.
void check_regular_file(const std::string& path, std::string_view option);

}  // namespace cgt
