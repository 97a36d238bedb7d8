#include "partizan/number_simplest.hpp"

namespace cgt::partizan {

Dyadic simplest_number_between(const std::optional<Dyadic>& low, const std::optional<Dyadic>& high) {
  // An integer in the open interval, if any, is simplest: the one nearest zero.
  if (!low && !high) {
    return Dyadic(0);
  }
  if ((!low || low->sign() < 0) && (!high || high->sign() > 0)) {
    return Dyadic(0);
  }
  if (!high || (low && low->sign() >= 0)) {
    Dyadic candidate(low->floor() + Integer(1));
    if (!high || candidate < *high) {
      return candidate;
    }
  } else {
    Dyadic candidate(high->ceil() - Integer(1));
    if (!low || candidate > *low) {
      return candidate;
    }
  }
  // Otherwise both bounds lie within one unit interval: the dyadic with the smallest
  // denominator strictly between them.
  for (std::uint64_t k = 1;; ++k) {
    Dyadic scaled_low = low->doubled(k);
    Dyadic candidate(scaled_low.floor() + Integer(1), k);
    if (candidate < *high) {
      return candidate;
    }
  }
}

}  // namespace cgt::partizan
