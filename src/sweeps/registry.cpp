// The named sweeps and their parameters (docs/sweeps.md).

#include <optional>
#include <string>

#include "cgt/error.hpp"
#include "sweeps/sweeps.hpp"

namespace cgt::sweeps {

const std::vector<SweepInfo>& sweep_infos() {
  static const std::vector<SweepInfo> infos = {
      {"end-nim-atomic-weights",
       "every End Nim row of 1..K piles of sizes 1..M: atomic weights of the canonical forms (paper 000's "
       "conjecture: all integers)",
       {{"--piles", "K", "rows of 1 to K piles (at most 32)"},
        {"--max", "M", "pile sizes 1 to M (at most 64)"}}},
      {"end-nim-ordinal-moves",
       "every End Nim row of 1..K piles of sizes w.a+b (a < C, b <= M): winning first moves are 0 and one "
       "interval [a, alpha), each checked move by move (the ordinal variant: atomic weights need short games)",
       {{"--piles", "K", "rows of 1 to K piles (at most 12)"},
        {"--omega-times", "C", "pile sizes below w.C (1 to 16)"},
        {"--max", "M", "finite parts 0 to M (at most 32)"}}},
      {"lr-ending-canonical",
       "every LR-ending position born on day B (options: the simplified forms born by day B-1): equivalent "
       "positions whose simplified forms differ (paper 003's open question)",
       {{"--birthday", "B", "the day the positions are born on (1 to 4)"},
        {"--max-options", "K", "only positions with at most K options (needed for day 4)", false},
        {"--search-bound", "D", "look for a distinguishing X up to this day, as cgt ending --upto (0 to 3, default 3)",
         false}}},
      {"octal-census",
       "every octal code 0.d1..dD with D digits (dD > 0): period and preperiod when certified, else the largest "
       "value up to N",
       {{"--digits", "D", "digits after the point (1 to 6)"},
        {"--upto", "N", "compute heaps up to N (at most 1000000)"}}},
  };
  return infos;
}

std::uint64_t natural_parameter(const Parameters& parameters, std::string_view name, std::uint64_t min,
                                std::uint64_t max, std::optional<std::uint64_t> fallback) {
  auto it = parameters.find(name);
  if (it == parameters.end()) {
    if (fallback) {
      return *fallback;
    }
    throw DomainError(std::string(name) + " is required");
  }
  const std::string& text = it->second;
  const auto range = std::string(name) + " must be a whole number from " + std::to_string(min) + " to " +
                     std::to_string(max) + ", not '" + text + "'";
  if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos) {
    throw DomainError(range);
  }
  const std::uint64_t value = std::stoull(text);
  if (value < min || value > max) {
    throw DomainError(range);
  }
  return value;
}

std::unique_ptr<Sweep> make_sweep(std::string_view name, const Parameters& parameters) {
  for (const SweepInfo& info : sweep_infos()) {
    if (info.name != name) {
      continue;
    }
    for (const auto& [parameter, value] : parameters) {
      bool known = false;
      for (const ParameterInfo& p : info.parameters) {
        known = known || p.name == parameter;
      }
      if (!known) {
        throw DomainError("sweep " + info.name + " has no option " + parameter);
      }
    }
    if (name == "end-nim-atomic-weights") {
      return make_end_nim_atomic_weights_sweep(parameters);
    }
    if (name == "end-nim-ordinal-moves") {
      return make_end_nim_ordinal_moves_sweep(parameters);
    }
    if (name == "octal-census") {
      return make_octal_census_sweep(parameters);
    }
    return make_lr_ending_canonical_sweep(parameters);
  }
  std::string known;
  for (const SweepInfo& info : sweep_infos()) {
    known += (known.empty() ? "" : ", ") + info.name;
  }
  throw DomainError("unknown sweep '" + std::string(name) + "' (known: " + known + ")");
}

}  // namespace cgt::sweeps
