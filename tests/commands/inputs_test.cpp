// The rules every front end applies to "-" and "@FILE" (commands::read_inputs), and the one-line
// form of error messages (commands::one_line_message).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cgt/commands.hpp"
#include "cgt/error.hpp"

namespace cgt::commands {
namespace {

// read_inputs over `values` with the given standard input and files {"a": ..., "b": ...}.
std::vector<std::string> read(std::vector<std::string> values, const std::string& standard_input,
                              int* stdin_reads = nullptr) {
  std::vector<std::string*> pointers;
  for (std::string& value : values) {
    pointers.push_back(&value);
  }
  read_inputs(pointers, {.standard_input =
                             [&] {
                               if (stdin_reads != nullptr) {
                                 ++*stdin_reads;
                               }
                               return standard_input;
                             },
                         .file = [](const std::string& path) -> std::string {
                           if (path == "a") {
                             return "1 2 3\n";
                           }
                           if (path == "b") {
                             return "line 1\nline 2\r\n\n";
                           }
                           throw DomainError("cannot read '" + path + "'");
                         }});
  return values;
}

std::string error_of(std::vector<std::string> values, const std::string& standard_input) {
  try {
    (void)read(std::move(values), standard_input);
  } catch (const DomainError& e) {
    return e.what();
  }
  return "";
}

using Texts = std::vector<std::string>;

TEST(Inputs, OneDashReadsAllOfStandardInput) {
  int reads = 0;
  EXPECT_EQ(read({"x", "-", "y"}, "1\n2\n3\n\n", &reads), (Texts{"x", "1\n2\n3", "y"}));
  EXPECT_EQ(reads, 1);
  EXPECT_EQ(read({"-"}, "0.77\r\n"), Texts{"0.77"});  // the final newline is not part of it
  EXPECT_EQ(read({"-"}, ""), Texts{""});
}

TEST(Inputs, NoDashNoRead) {
  int reads = 0;
  EXPECT_EQ(read({"1", "w"}, "ignored", &reads), (Texts{"1", "w"}));
  EXPECT_EQ(reads, 0);
}

TEST(Inputs, SeveralDashesReadOneLineEachInOrder) {
  int reads = 0;
  EXPECT_EQ(read({"-", "x", "-"}, "^\r\n*\n", &reads), (Texts{"^", "x", "*"}));
  EXPECT_EQ(reads, 1);
  EXPECT_EQ(read({"-", "-", "-"}, "a\n\nc"), (Texts{"a", "", "c"}));  // an empty line is an empty value
  EXPECT_EQ(read({"-", "-"}, "1\n2\n\n  \n"), (Texts{"1", "2"}));     // blank lines after the last are fine
}

TEST(Inputs, TooFewOrTooManyLinesAreErrors) {
  EXPECT_EQ(error_of({"-", "-"}, "1\n"),
            "standard input has 1 line but 2 arguments are '-' (one line each): the second '-' has none");
  EXPECT_EQ(error_of({"-", "-", "-"}, ""),
            "standard input has 0 lines but 3 arguments are '-' (one line each): the first '-' has none");
  EXPECT_EQ(error_of({"-", "-"}, "1\n2\n3\n"),
            "standard input has more lines than the 2 arguments that are '-' (one line each)");
}

TEST(Inputs, AtFileReadsAFile) {
  EXPECT_EQ(read({"@a", "-", "@b"}, "x\n"), (Texts{"1 2 3", "x", "line 1\nline 2"}));
  EXPECT_EQ(error_of({"@missing"}, ""), "cannot read 'missing'");
  EXPECT_EQ(read({"@"}, ""), Texts{"@"});  // '@' alone is no file name
  EXPECT_TRUE(names_input("-"));
  EXPECT_TRUE(names_input("@f"));
  EXPECT_FALSE(names_input("@"));
  EXPECT_FALSE(names_input("--"));
  EXPECT_FALSE(names_input("-v"));
}

TEST(Inputs, SplitStandardInput) {
  EXPECT_EQ(split_standard_input("a\nb\n", 2), (Texts{"a", "b"}));
  EXPECT_EQ(split_standard_input("a\nb\n", 1), Texts{"a\nb"});
  EXPECT_EQ(split_standard_input("anything", 0), Texts{});
}

TEST(Messages, OneLine) {
  EXPECT_EQ(one_line_message("game: at column 3: unexpected '\n'"), "game: at column 3: unexpected '\\n'");
  EXPECT_EQ(one_line_message("a\tb\rc\x01"), "a\\tb\\rc\\x01");
  EXPECT_EQ(one_line_message("short words stay as they are"), "short words stay as they are");
}

TEST(Messages, LongRunsAreCut) {
  const std::string x(100000, 'x');
  EXPECT_EQ(one_line_message("unknown name '" + x + "'; expected w"),
            "unknown name '" + std::string(59, 'x') + "…'; expected w");
  const std::string digits(5000, '9');
  EXPECT_EQ(one_line_message("pile size " + digits + " is too large"),
            "pile size " + std::string(60, '9') + "… is too large");
  // Characters, not bytes: a run of ω is cut after 60 of them.
  std::string omegas;
  for (int i = 0; i < 100; ++i) {
    omegas += "ω";
  }
  std::string sixty;
  for (int i = 0; i < 60; ++i) {
    sixty += "ω";
  }
  EXPECT_EQ(one_line_message(omegas), sixty + "…");
  // A run up to 72 characters is kept whole (a path, a long canonical form).
  const std::string path = "/" + std::string(69, 'p');  // with its quotes, 72 characters
  EXPECT_EQ(one_line_message("cannot write '" + path + "'"), "cannot write '" + path + "'");
}

TEST(Messages, LongMessagesKeepTheirStartAndEnd) {
  std::string words;
  for (int i = 0; i < 10000; ++i) {
    words += "w+1 ";
  }
  const std::string line = one_line_message("coins: " + words + "end");
  EXPECT_LT(line.size(), 500U);
  EXPECT_TRUE(line.starts_with("coins: w+1 w+1")) << line;
  EXPECT_TRUE(line.ends_with("w+1 end")) << line;
  EXPECT_NE(line.find(" … "), std::string::npos) << line;
}

}  // namespace
}  // namespace cgt::commands
