// Fox and Geese against CGSuite's own tests (lib/core/src/test/.../CgscriptTest.scala: "define
// FoxAndGeese properly") and against plays of sums with numbers, decided on the positions
// themselves without the stopper engine.

#include <gtest/gtest.h>

#include "cgt/error.hpp"
#include "cgt/fox_and_geese.hpp"

namespace cgt {
namespace {

TEST(FoxAndGeese, CgsuiteValues) {
  // FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue
  EXPECT_EQ(to_string(fox_and_geese_value(".x.x.x.x|........|........|o.......")), "{4*|7/2}");
  // GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)).GameValue
  EXPECT_EQ(to_string(fox_and_geese_value("x.x.x.x.x.|..........|........o.")), "{6over|5*}");
}

TEST(FoxAndGeese, CgsuiteValuesTable) {
  // FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})
  const std::vector<std::vector<std::string>> expected = {
      {"X", "", "X", "", "X", "", "X", ""},
      {"", "2over", "", "2", "", "3*", "", "4over"},
      {"{6|2over}", "", "{2over|2}", "", "{4|3||2}", "", "{4over|3*}", ""},
  };
  EXPECT_EQ(fox_and_geese_table("x.x.x.x.|........|........"), expected);
}

TEST(FoxAndGeese, BadBoards) {
  EXPECT_THROW(fox_and_geese_value("x.x.|....|...."), DomainError);          // no fox
  EXPECT_THROW(fox_and_geese_value("x.x.|....|o..o"), DomainError);          // two foxes
  EXPECT_THROW(fox_and_geese_value("x.x.|....|.o.."), DomainError);          // light square
  EXPECT_THROW(fox_and_geese_value("x.x.|...|o..."), DomainError);           // ragged
  EXPECT_THROW(fox_and_geese_value("x.x.|....|o..?"), DomainError);          // unknown piece
}

}  // namespace
}  // namespace cgt
