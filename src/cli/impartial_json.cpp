#include "cli/impartial_json.hpp"

#include "cli/command.hpp"

namespace cgt::cli {

namespace {
constexpr char kMarker = '\x01';
}  // namespace

nlohmann::json big_number(const Integer& value) {
  if (value.fits_int64()) {
    return value.to_int64();
  }
  return std::string(1, kMarker) + value.to_string();
}

void add_variation(nlohmann::json& out, const VariationSet& variation) {
  if (Integer::from_unsigned(kMaxListed) < variation.size()) {
    out["variation"] = nullptr;
  } else {
    nlohmann::json list = nlohmann::json::array();
    for (const Integer& value : variation.elements(kMaxListed)) {
      list.push_back(big_number(value));
    }
    out["variation"] = std::move(list);
  }
  nlohmann::json intervals = nlohmann::json::array();
  for (const auto& interval : variation.intervals()) {
    intervals.push_back({big_number(interval.lo), big_number(interval.hi - Integer(1))});
  }
  out["variation_intervals"] = std::move(intervals);
}

void print_json_exact(const nlohmann::json& value) {
  std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  // A marked string is dumped as "\u0001<digits>"; write the digits bare.
  const std::string escaped = "\"\\u0001";
  std::string out;
  out.reserve(text.size() + 1);
  std::size_t at = 0;
  while (true) {
    std::size_t found = text.find(escaped, at);
    if (found == std::string::npos) {
      out.append(text, at, std::string::npos);
      break;
    }
    out.append(text, at, found - at);
    std::size_t digits = found + escaped.size();
    std::size_t close = text.find('"', digits);
    out.append(text, digits, close - digits);
    at = close + 1;
  }
  out += '\n';
  print_text(out);
}

}  // namespace cgt::cli
