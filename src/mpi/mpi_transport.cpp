// The MPI transport of the task runner (cgt/transport.hpp), as a plugin that `cgt sweep`
// loads only when mpirun started it (src/cli/sweep_command.cpp says why). Only the thread that
// runs the sweep calls MPI (MPI_THREAD_FUNNELED); the worker threads never do.

#include <mpi.h>

#include <chrono>
#include <climits>
#include <cstdint>
#include <string>
#include <thread>

#include "cgt/transport.hpp"

namespace {

class MpiTransport final : public cgt::tasks::Transport {
 public:
  MpiTransport(int* argc, char*** argv) {
    int provided = 0;
    MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~MpiTransport() override { MPI_Finalize(); }
  MpiTransport(const MpiTransport&) = delete;
  MpiTransport& operator=(const MpiTransport&) = delete;

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  std::string broadcast(const std::string& text) override {
    std::uint64_t length = text.size();
    MPI_Bcast(&length, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    std::string received = rank_ == 0 ? text : std::string(length, '\0');
    // In pieces: an MPI count is an int.
    for (std::uint64_t at = 0; at < length; at += kPiece) {
      const int count = static_cast<int>(std::min<std::uint64_t>(kPiece, length - at));
      MPI_Bcast(received.data() + at, count, MPI_CHAR, 0, MPI_COMM_WORLD);
    }
    return received;
  }

  void send(int to, int tag, const std::string& bytes) override {
    // Results come in batches far below 2 GiB (the runner sends every few milliseconds).
    MPI_Send(bytes.data(), static_cast<int>(bytes.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
  }

  bool receive(int timeout_ms, int& from, int& tag, std::string& bytes) override {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
      int flag = 0;
      MPI_Status status;
      MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &status);
      if (flag != 0) {
        int count = 0;
        MPI_Get_count(&status, MPI_CHAR, &count);
        bytes.assign(static_cast<std::size_t>(count), '\0');
        MPI_Recv(bytes.data(), count, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        from = status.MPI_SOURCE;
        tag = status.MPI_TAG;
        return true;
      }
      if (std::chrono::steady_clock::now() >= deadline) return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }

 private:
  static constexpr std::uint64_t kPiece = std::uint64_t{1} << 30;
  int rank_ = 0;
  int size_ = 1;
};

}  // namespace

extern "C" __attribute__((visibility("default"))) cgt::tasks::Transport* cgt_mpi_transport_create(int* argc,
                                                                                                   char*** argv) {
  return new MpiTransport(argc, argv);
}
