// solve_sum split into tasks (solve/solve_split.hpp): the tree of moves from the root down to
// the split depth, a task per sum at its leaves, and the AND/OR combination of their answers in
// the sequential search's move order.

#include "solve/solve_split.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <utility>

#include <fmt/format.h>

#include "cgt/context.hpp"
#include "cgt/error.hpp"
#include "cgt/task_runner.hpp"
#include "cgt/task_set.hpp"
#include "cgt/transport.hpp"
#include "core/json.hpp"

namespace cgt::solve {

namespace {

constexpr unsigned kMaxSplitDepth = 8;
// Rank 0 keeps every result; every rank keeps the tree and builds it alone, so it stays small.
constexpr std::size_t kMaxTreeNodes = 1'000'000;

struct Node {
  std::int32_t parent = -1;  // -1: one of the two roots
  std::uint32_t index = 0;   // among its parent's children: the sequential search's move order
  Player to_move = Player::kLeft;
  unsigned depth = 0;
  std::string text;
  std::vector<std::int32_t> children;
  bool terminal = false;  // expanded and without a move: lost for the player to move
};

// Nodes 0 and 1: the sum with Left and with Right to move. A node's children come after it.
struct Tree {
  std::vector<Node> nodes;
  std::vector<std::int32_t> task_nodes;  // the leaf of each task
  unsigned depth = 0;
};

// Expands the tree level by level: to options.split_depth, or else until the level holds at
// least `target` sums (and at least one ply: the winning moves are the root's children).
Tree build_tree(std::string_view expression, const SolveOptions& options, std::uint64_t target) {
  Tree tree;
  for (Player p : {Player::kLeft, Player::kRight}) {
    Node root;
    root.to_move = p;
    root.text = std::string(expression);
    tree.nodes.push_back(std::move(root));
  }
  std::vector<std::int32_t> frontier = {0, 1};
  const unsigned max_depth = options.split_depth.value_or(kMaxSplitDepth);
  while (tree.depth < max_depth && !frontier.empty()) {
    if (!options.split_depth && tree.depth >= 1 && frontier.size() >= target) break;
    std::vector<std::int32_t> next;
    for (std::int32_t n : frontier) {
      const Player mover = tree.nodes[static_cast<std::size_t>(n)].to_move;
      std::vector<std::string> moves =
          move_texts(parse_sum_terms(tree.nodes[static_cast<std::size_t>(n)].text), mover, options);
      if (moves.empty()) {
        tree.nodes[static_cast<std::size_t>(n)].terminal = true;
        continue;
      }
      if (tree.nodes.size() + moves.size() > kMaxTreeNodes) {
        throw LimitError("the split search's tree passes " + std::to_string(kMaxTreeNodes) + " sums at depth " +
                         std::to_string(tree.depth + 1) + ": give a smaller --split-depth");
      }
      for (std::size_t i = 0; i < moves.size(); ++i) {
        Node child;
        child.parent = n;
        child.index = static_cast<std::uint32_t>(i);
        child.to_move = mover == Player::kLeft ? Player::kRight : Player::kLeft;
        child.depth = tree.depth + 1;
        child.text = std::move(moves[i]);
        const auto id = static_cast<std::int32_t>(tree.nodes.size());
        tree.nodes.push_back(std::move(child));
        tree.nodes[static_cast<std::size_t>(n)].children.push_back(id);
        next.push_back(id);
      }
    }
    frontier = std::move(next);
    ++tree.depth;
  }
  // The tasks: each root's leaves in depth-first move order (what the sequential search would
  // reach first comes first), the two roots' taken in turn so that the threads start on both.
  std::vector<std::int32_t> leaves[2];
  for (int r = 0; r < 2; ++r) {
    std::vector<std::int32_t> stack = {r};
    while (!stack.empty()) {
      const std::int32_t n = stack.back();
      stack.pop_back();
      const Node& node = tree.nodes[static_cast<std::size_t>(n)];
      if (node.children.empty()) {
        if (!node.terminal) leaves[r].push_back(n);
        continue;
      }
      for (auto it = node.children.rbegin(); it != node.children.rend(); ++it) stack.push_back(*it);
    }
  }
  for (std::size_t i = 0; i < std::max(leaves[0].size(), leaves[1].size()); ++i) {
    for (const auto& side : leaves) {
      if (i < side.size()) tree.task_nodes.push_back(side[i]);
    }
  }
  return tree;
}

// What is known of the tree: for each node, whether the player to move there wins (-1:
// unknown), from the terminal nodes and the tasks' answers by the AND/OR rule.
class Values {
 public:
  explicit Values(const Tree& tree) : tree_(tree), value_(tree.nodes.size(), -1) {
    // Children come after their parents: from the last node back, each sees its children's.
    for (std::size_t n = tree.nodes.size(); n-- > 0;) {
      value_[n] = tree.nodes[n].terminal ? 0 : from_children(n);
    }
  }

  // The answer of a leaf, and what follows from it upwards.
  void set(std::int32_t leaf, bool wins) {
    auto n = static_cast<std::size_t>(leaf);
    if (value_[n] >= 0) return;
    value_[n] = wins ? 1 : 0;
    while (tree_.nodes[n].parent >= 0) {
      n = static_cast<std::size_t>(tree_.nodes[n].parent);
      if (value_[n] >= 0) return;
      value_[n] = from_children(n);
      if (value_[n] < 0) return;
    }
  }

  // Whether the answer of `leaf` can still change what the search reports: the value of each
  // node on its way up and which first move of its root wins first.
  [[nodiscard]] bool matters(std::int32_t leaf) const {
    auto n = static_cast<std::size_t>(leaf);
    if (tree_.nodes[n].parent < 0) return value_[n] < 0;
    for (;;) {
      if (value_[n] >= 0) return false;
      const Node& node = tree_.nodes[n];
      if (tree_.nodes[static_cast<std::size_t>(node.parent)].parent < 0) break;
      n = static_cast<std::size_t>(node.parent);
    }
    // n is a first move: it no longer matters once an earlier first move is known to win.
    const Node& root = tree_.nodes[static_cast<std::size_t>(tree_.nodes[n].parent)];
    for (std::uint32_t i = 0; i < tree_.nodes[n].index; ++i) {
      if (value_[static_cast<std::size_t>(root.children[i])] == 0) return false;
    }
    return true;
  }

  // The first winning move of the player at root r (its child whose sum is lost for the
  // opponent), nullopt when none wins; throws when the answers do not decide it.
  [[nodiscard]] std::optional<std::int32_t> first_winning_move(std::int32_t r) const {
    for (std::int32_t child : tree_.nodes[static_cast<std::size_t>(r)].children) {
      const std::int8_t v = value_[static_cast<std::size_t>(child)];
      if (v < 0) throw std::logic_error("the split search ended without the answer of a first move");
      if (v == 0) return child;
    }
    return std::nullopt;
  }

 private:
  std::int8_t from_children(std::size_t n) const {
    const Node& node = tree_.nodes[n];
    if (node.children.empty()) return -1;
    bool all_won = true;
    for (std::int32_t c : node.children) {
      const std::int8_t v = value_[static_cast<std::size_t>(c)];
      if (v == 0) return 1;  // a move to a sum lost for the opponent
      all_won = all_won && v == 1;
    }
    return all_won ? 0 : -1;
  }

  const Tree& tree_;
  std::vector<std::int8_t> value_;
};

std::atomic<std::uint64_t> next_owner{1};

class SplitTasks final : public tasks::TaskSet {
 public:
  SplitTasks(std::string expression, std::optional<unsigned> canonical_size, Tree tree, OutcomeTable& table)
      : expression_(std::move(expression)),
        tree_(std::move(tree)),
        table_(table),
        owner_(next_owner.fetch_add(1)),
        values_(tree_) {
    options_.canonical_size = canonical_size;
  }

  // The tasks ask `db` (read only while they run) and bring back the answers of their long
  // searches, which found_answers() collects by section on this process.
  void use_database(SolveDatabase& db) {
    task_section_.reserve(tree_.task_nodes.size());
    for (std::uint64_t i = 0; i < tree_.task_nodes.size(); ++i) {
      std::string section = database_section(parse_sum_terms(leaf(i).text), options_);
      if (!sections_.contains(section)) {
        sections_.emplace(section, &db.section(section));
      }
      task_section_.push_back(std::move(section));
    }
    min_nodes_ = db.min_nodes();
  }
  // The answers the finished tasks found (in task results, also those of a checkpoint), by
  // section.
  std::map<std::string, std::vector<std::pair<std::uint64_t, Answer>>> found_answers() const {
    std::lock_guard lock(mutex_);
    return found_;
  }

  std::string name() const override { return "solve"; }
  std::string parameters() const override {
    Json p = Json::object();
    p["canonical_size"] = options_.canonical_size ? json_integer(*options_.canonical_size) : Json("default");
    p["expression"] = expression_;
    p["split_depth"] = json_integer(tree_.depth);
    return dump_json(p);
  }
  std::uint64_t task_count() const override { return tree_.task_nodes.size(); }
  std::string describe_task(std::uint64_t index) const override {
    const Node& node = leaf(index);
    return node.text + ", " + (node.to_move == Player::kLeft ? "Left" : "Right") + " to move";
  }

  std::string run_task(std::uint64_t index) const override {
    const std::int32_t n = tree_.task_nodes[index];
    std::uint64_t seen = version_.load();
    if (!matters(n)) return "{\"nodes\":0,\"skipped\":true,\"table_hits\":0}";
    LeafSearchSetup setup;
    setup.owner = owner_;
    setup.table = &table_;
    setup.check = [this, n, &seen] {
      const std::uint64_t now = version_.load();
      if (now == seen) return;
      seen = now;
      if (!matters(n)) throw LeafSkipped{};
    };
    std::vector<std::pair<std::uint64_t, Answer>> found;
    if (!sections_.empty()) {
      setup.sections = &sections_;
      setup.found = &found;
      setup.min_nodes = min_nodes_;
    }
    const LeafAnswer answer = search_leaf(parse_sum_terms(leaf(index).text), leaf(index).to_move, options_, setup);
    Json result = Json::object();
    result["nodes"] = json_integer(answer.nodes);
    if (answer.wins) {
      result["wins"] = *answer.wins;
    } else {
      result["skipped"] = true;
    }
    result["table_hits"] = json_integer(answer.table_hits);
    if (!sections_.empty()) {
      // Answers of finished sub-searches are true also when the task itself was skipped.
      result["db_hits"] = json_integer(answer.db_hits);
      Json answers = Json::array();
      for (const auto& [key, value] : found) {
        // The keys use all 64 bits (JSON numbers in cgt stop at 2^53): hex text.
        answers.push_back(Json::array({Json(fmt::format("{:016x}", key)), Json(value)}));
      }
      result["db"] = std::move(answers);
    }
    return dump_json(result);
  }

  void note_result(std::uint64_t index, const std::string& result) const override {
    if (index >= tree_.task_nodes.size()) return;
    const Json j = Json::parse(result, nullptr, false);
    if (!j.is_object()) return;
    std::lock_guard lock(mutex_);
    if (index < task_section_.size() && j.contains("db") && j["db"].is_array()) {
      auto& found = found_[task_section_[index]];
      for (const Json& entry : j["db"]) {
        if (!entry.is_array() || entry.size() != 2 || !entry[0].is_string() || !entry[1].is_number_unsigned()) {
          continue;
        }
        const std::string& hex = entry[0].get_ref<const std::string&>();
        std::uint64_t key = 0;
        const auto [end, error] = std::from_chars(hex.data(), hex.data() + hex.size(), key, 16);
        if (error == std::errc{} && end == hex.data() + hex.size() && hex.size() == 16) {
          found.emplace_back(key, entry[1].get<Answer>());
        }
      }
    }
    if (!j.contains("wins") || !j["wins"].is_boolean()) return;
    values_.set(tree_.task_nodes[index], j["wins"].get<bool>());
    version_.fetch_add(1);
  }

  // The answer from every task's result (rank 0, in task order).
  SolveResult combine(const std::vector<std::string>& results) const {
    SolveResult r;
    Values values(tree_);
    for (std::size_t i = 0; i < results.size(); ++i) {
      const Json j = Json::parse(results[i]);
      r.nodes += j.at("nodes").get<std::uint64_t>();
      r.table_hits += j.at("table_hits").get<std::uint64_t>();
      r.db_hits += j.value("db_hits", std::uint64_t{0});
      if (j.contains("wins")) {
        values.set(tree_.task_nodes[i], j["wins"].get<bool>());
      } else {
        ++r.skipped;
      }
    }
    for (std::int32_t root : {0, 1}) {
      std::optional<std::string> move;
      if (const std::optional<std::int32_t> child = values.first_winning_move(root)) {
        move = tree_.nodes[static_cast<std::size_t>(*child)].text;
      }
      (root == 0 ? r.left_move : r.right_move) = std::move(move);
    }
    r.left_first_wins = r.left_move.has_value();
    r.right_first_wins = r.right_move.has_value();
    r.outcome = outcome_from_first_moves(r.left_first_wins, r.right_first_wins);
    r.split_depth = tree_.depth;
    r.tasks = results.size();
    return r;
  }

 private:
  const Node& leaf(std::uint64_t index) const { return tree_.nodes[static_cast<std::size_t>(tree_.task_nodes[index])]; }
  bool matters(std::int32_t n) const {
    std::lock_guard lock(mutex_);
    return values_.matters(n);
  }

  std::string expression_;
  Tree tree_;
  OutcomeTable& table_;
  std::uint64_t owner_;
  SolveOptions options_;  // the canonical size only: what the tasks' search depends on
  mutable std::mutex mutex_;
  mutable Values values_;  // what this process knows (guarded by mutex_)
  mutable std::atomic<std::uint64_t> version_{0};  // changes with values_
  // With a database: its sections the tasks read, each task's section, and the answers the
  // finished tasks found (guarded by mutex_).
  DatabaseSections sections_;
  std::vector<std::string> task_section_;
  std::uint64_t min_nodes_ = 0;
  mutable std::map<std::string, std::vector<std::pair<std::uint64_t, Answer>>> found_;
};

unsigned resolved_threads(const SolveOptions& options) {
  if (options.threads != 0) return options.threads;
  return std::max(1U, std::thread::hardware_concurrency());
}

}  // namespace

bool splits(const SolveOptions& options) {
#if defined(__EMSCRIPTEN__)
  // The page's module has no threads and no files: the sequential search.
  (void)options;
  return false;
#else
  return resolved_threads(options) > 1 || options.split_depth || !options.checkpoint.empty() ||
         options.transport != nullptr;
#endif
}

SolveResult solve_split(std::string_view expression, const SolveOptions& options) {
  if (options.split_depth && (*options.split_depth < 1 || *options.split_depth > kMaxSplitDepth)) {
    throw DomainError("the split depth must be a whole number from 1 to " + std::to_string(kMaxSplitDepth) + ", not " +
                      std::to_string(*options.split_depth));
  }
  Context& context = current_context();
  const unsigned threads = resolved_threads(options);
  const std::uint64_t ranks = options.transport != nullptr ? static_cast<std::uint64_t>(options.transport->size()) : 1;
  // Bad text fails here, on every rank alike, before any task.
  Tree tree = build_tree(expression, options, 4 * std::uint64_t{threads} * ranks);

  // The sequential search's table, in this context, shared by this process's threads.
  std::size_t bytes = options.table_bytes;
  if (bytes == 0) {
    const std::size_t limit = context.limits().memory;
    bytes = limit == 0 ? std::size_t{64} << 20 : std::min(limit / 4, std::size_t{1} << 30);
  }
  OutcomeTable table(context, bytes);

  SplitTasks set(std::string(expression), options.canonical_size, std::move(tree), table);
  if (options.database != nullptr) {
    set.use_database(*options.database);
  }
  tasks::RunOptions run;
  run.threads = threads;
  run.checkpoint = options.checkpoint;
  // The work limit is the whole search's, as on one thread: the tasks of this process draw on
  // one budget that already holds the steps spent on the tree, and each of P ranks has a P-th
  // of the limit (a rank cannot use what another leaves). Without a limit the budget only
  // counts. The memory limit stays each worker context's own.
  const Limits limits = context.limits();
  const std::uint64_t tree_work = context.work_done() / ranks;
  SharedWork shared(limits.work == 0 ? ~std::uint64_t{0} : std::max<std::uint64_t>(1, limits.work / ranks));
  shared.add(tree_work);
  run.shared_work = &shared;
  run.limits = Limits{.work = 0, .memory = limits.memory};
  // The tasks' steps are this computation's: the context counts them however the run ends.
  struct Count {
    Context& context;
    const SharedWork& shared;
    std::uint64_t before;
    ~Count() { context.add_work(shared.done() - before); }
  } count{context, shared, tree_work};
  run.stop = options.stop;
  run.watch = &context;
  run.transport = options.transport;
  if (options.task_progress) {
    run.progress = [&options](const tasks::Progress& p) { options.task_progress(p.done, p.total, p.resumed); };
  }
  // Rank 0 keeps the answers of every finished task in the database's file (each rank reads the
  // file; only rank 0 writes it), also when a budget or Ctrl-C ends the run.
  const bool keeps_database =
      options.database != nullptr && (options.transport == nullptr || options.transport->rank() == 0);
  const auto save_database = [&] {
    for (const auto& [section, answers] : set.found_answers()) {
      options.database->add(section, answers);
    }
    options.database->save();
  };
  tasks::RunResult done;
  try {
    done = tasks::run(set, run);
  } catch (...) {
    if (keeps_database) {
      try {
        save_database();
      } catch (...) {  // the stop is what the caller hears about, even if the file cannot be written
      }
    }
    throw;
  }
  if (keeps_database) {
    save_database();
  }
  if (!done.reports) {
    SolveResult other;
    other.reports = false;
    return other;
  }
  SolveResult r = set.combine(done.results);
  r.resumed = done.resumed;
  return r;
}

}  // namespace cgt::solve
