#pragma once
// GMP's C interface as an independent oracle for the number tests. Values cross over as
// decimal text, so a test compares what cgt prints with what GMP computes and shares no
// conversion code with cgt::Integer (whose own GMP side is src/core/integer_gmp.hpp).

#include <gmp.h>

#include <string>

namespace cgt::testing {

class Mpz {
 public:
  Mpz() { mpz_init(value_); }
  explicit Mpz(const std::string& decimal) { mpz_init_set_str(value_, decimal.c_str(), 10); }
  Mpz(const Mpz& other) { mpz_init_set(value_, other.value_); }
  Mpz& operator=(const Mpz&) = delete;
  ~Mpz() { mpz_clear(value_); }

  mpz_ptr get() { return value_; }
  [[nodiscard]] mpz_srcptr get() const { return value_; }
  [[nodiscard]] std::string str() const {
    std::string text(mpz_sizeinbase(value_, 10) + 2, '\0');
    mpz_get_str(text.data(), 10, value_);
    return text.substr(0, text.find('\0'));
  }

 private:
  mpz_t value_;
};

// a op b for a GMP function of two operands, as decimal text.
inline std::string gmp(void (*op)(mpz_ptr, mpz_srcptr, mpz_srcptr), const std::string& a, const std::string& b) {
  Mpz x(a), y(b), r;
  op(r.get(), x.get(), y.get());
  return r.str();
}

// A rational in lowest terms; reads and prints "n" or "n/d" as GMP does.
class Mpq {
 public:
  explicit Mpq(const std::string& text) {
    mpq_init(value_);
    mpq_set_str(value_, text.c_str(), 10);
    mpq_canonicalize(value_);
  }
  Mpq() { mpq_init(value_); }
  Mpq(const Mpq&) = delete;
  Mpq& operator=(const Mpq&) = delete;
  ~Mpq() { mpq_clear(value_); }

  mpq_ptr get() { return value_; }
  [[nodiscard]] mpq_srcptr get() const { return value_; }
  [[nodiscard]] std::string str() const {
    std::string text(mpz_sizeinbase(mpq_numref(value_), 10) + mpz_sizeinbase(mpq_denref(value_), 10) + 3, '\0');
    mpq_get_str(text.data(), 10, value_);
    return text.substr(0, text.find('\0'));
  }

 private:
  mpq_t value_;
};

inline std::string gmp_q(void (*op)(mpq_ptr, mpq_srcptr, mpq_srcptr), const std::string& a, const std::string& b) {
  Mpq x(a), y(b), r;
  op(r.get(), x.get(), y.get());
  return r.str();
}

}  // namespace cgt::testing
