// octal-census: every octal code 0.d1…dD with D digits (dD > 0), in lexicographic order, one
// task per code: its Grundy values to N by mex, the period and preperiod when the octal
// periodicity theorem certifies one (checked at heaps 64, 128, 256, …, as `cgt octal` does),
// else "unresolved" with the largest value met.

#include <algorithm>
#include <map>
#include <string>

#include "cgt/error.hpp"
#include "cgt/octal_game.hpp"
#include "core/json.hpp"
#include "sweeps/sweeps.hpp"

namespace cgt::sweeps {

namespace {


constexpr std::uint64_t kMaxDigits = 6;
constexpr std::uint64_t kMaxUpto = 1'000'000;

class OctalCensus final : public Sweep {
 public:
  OctalCensus(std::uint64_t digits, std::uint64_t upto) : digits_(digits), upto_(upto) {
    codes_ = 7;
    for (std::uint64_t i = 1; i < digits_; ++i) codes_ *= 8;
  }

  std::string name() const override { return "octal-census"; }
  std::string parameters() const override {
    return dump_json(Json{{"digits", json_integer(digits_)}, {"upto", json_integer(upto_)}});
  }
  std::uint64_t task_count() const override { return codes_; }
  std::string describe_task(std::uint64_t index) const override { return "code " + code(index); }

  std::string run_task(std::uint64_t index) const override {
    const OctalGame game = OctalGame::parse(code(index));
    OctalOptions options;
    options.max_work = ~std::uint64_t{0};  // --upto bounds the work
    options.charge_context = true;         // so a stop request ends a long code
    const OctalSequence sequence = octal_grundy_sequence(game, upto_, options);
    const auto computed = sequence.values.begin() + static_cast<std::ptrdiff_t>(sequence.computed_upto) + 1;
    const std::uint32_t largest = *std::max_element(sequence.values.begin(), computed);
    Json result{{"code", game.code()}, {"largest", json_integer(largest)}};
    if (sequence.periodicity) {
      result["status"] = "periodic";
      result["period"] = json_integer(sequence.periodicity->period);
      result["preperiod"] = json_integer(sequence.periodicity->preperiod);
      result["certified_at"] = json_integer(sequence.computed_upto);
    } else {
      result["status"] = "unresolved";
      result["period"] = nullptr;
      result["preperiod"] = nullptr;
      result["certified_at"] = nullptr;
    }
    return dump_json(result);
  }

  std::unique_ptr<Summary> start_summary() const override { return std::make_unique<Totals>(*this); }

 private:
  // Lexicographic: d1 … d(D−1) in base 8, the last digit 1..7.
  std::string code(std::uint64_t index) const {
    std::string text(digits_ + 2, '0');
    text[1] = '.';
    text.back() = static_cast<char>('1' + index % 7);
    std::uint64_t rest = index / 7;
    for (std::size_t i = digits_ + 1; i-- > 2;) {
      text[i] = static_cast<char>('0' + rest % 8);
      rest /= 8;
    }
    return text;
  }

  class Totals final : public Summary {
   public:
    explicit Totals(const OctalCensus& sweep) : sweep_(sweep) {}
    void add(std::uint64_t /*task*/, std::string_view result) override {
      const Json r = Json::parse(result);
      ++tasks_;
      if (r.at("status") == "periodic") {
        ++periodic_;
        const auto period = r.at("period").get<std::uint64_t>();
        const auto preperiod = r.at("preperiod").get<std::uint64_t>();
        if (period > longest_period_.second) longest_period_ = {r.at("code").get<std::string>(), period};
        if (preperiod > longest_preperiod_.second) {
          longest_preperiod_ = {r.at("code").get<std::string>(), preperiod};
        }
        ++periods_[period];
      } else {
        unresolved_.push_back(r.at("code").get<std::string>());
      }
    }
    SummaryOutput finish() override {
      SummaryOutput out;
      Json periods = Json::array();
      for (const auto& [period, count] : periods_) {
        periods.push_back(Json{{"codes", json_integer(count)}, {"period", json_integer(period)}});
      }
      const auto record = [](const std::pair<std::string, std::uint64_t>& r) {
        return r.first.empty() ? Json(nullptr) : Json{{"code", r.first}, {"length", json_integer(r.second)}};
      };
      // "counterexamples" counts the codes left open: what the census could not decide.
      out.counterexamples = unresolved_.size();
      out.json = dump_json(Json{{"counterexamples", json_integer(unresolved_.size())},
                                {"digits", json_integer(sweep_.digits_)},
                                {"longest_period", record(longest_period_)},
                                {"longest_preperiod", record(longest_preperiod_)},
                                {"periodic", json_integer(periodic_)},
                                {"periods", std::move(periods)},
                                {"sweep", sweep_.name()},
                                {"tasks", json_integer(tasks_)},
                                {"unresolved", unresolved_},
                                {"upto", json_integer(sweep_.upto_)}});
      out.text = "sweep octal-census: every code with " + std::to_string(sweep_.digits_) +
                 (sweep_.digits_ == 1 ? " digit" : " digits") + " after the point, heaps to " +
                 std::to_string(sweep_.upto_) + "\n";
      out.text += "codes: " + std::to_string(tasks_) + "; periodic (certified): " + std::to_string(periodic_) +
                  "; unresolved up to " + std::to_string(sweep_.upto_) + ": " + std::to_string(unresolved_.size()) +
                  "\n";
      if (!longest_period_.first.empty()) {
        out.text += "longest period: " + std::to_string(longest_period_.second) + " (" + longest_period_.first +
                    "); longest preperiod: " + std::to_string(longest_preperiod_.second) + " (" +
                    longest_preperiod_.first + ")\n";
      }
      if (!unresolved_.empty()) {
        std::string list;
        for (std::size_t i = 0; i < unresolved_.size() && i < 20; ++i) list += " " + unresolved_[i];
        out.text += "unresolved:" + list + (unresolved_.size() > 20 ? " …" : "") + "\n";
      }
      return out;
    }

   private:
    const OctalCensus& sweep_;
    std::uint64_t tasks_ = 0, periodic_ = 0;
    std::map<std::uint64_t, std::uint64_t> periods_;
    std::pair<std::string, std::uint64_t> longest_period_, longest_preperiod_;
    std::vector<std::string> unresolved_;
  };

  std::uint64_t digits_;
  std::uint64_t upto_;
  std::uint64_t codes_ = 0;
};

}  // namespace

std::unique_ptr<Sweep> make_octal_census_sweep(const Parameters& parameters) {
  const std::uint64_t digits = natural_parameter(parameters, "--digits", 1, kMaxDigits);
  const std::uint64_t upto = natural_parameter(parameters, "--upto", 1, kMaxUpto);
  return std::make_unique<OctalCensus>(digits, upto);
}

}  // namespace cgt::sweeps
