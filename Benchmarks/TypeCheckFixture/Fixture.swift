// A fixture for type-checking speed: 200 mixed constraint expressions of the
// operator DSL. Scripts/typecheck-dsl.sh compiles it with
// -warn-long-expression-type-checking and reports the slowest expressions.
import Foundation
import LayoutCore
import LayoutOperators

func fixtureConstraints(
  _ a: View, _ b: View, _ c: View, _ d: View, _ e: View, _ f: View, _ g: View, _ h: View, flag: Bool, rows: [View]
) -> [[LayoutConstraint]] {
  var groups: [[LayoutConstraint]] = []
  let c0 = c.firstBaseline == a.top / 10 ~ .defaultHigh
  groups.append([c0])
  let c1 = d.size <= c.size * 0.5 ~ .defaultHigh
  groups.append(c1)
  let c2 = g.trailing - 44 == f.trailing ~ .required
  groups.append([c2])
  let c3 = b.width == (e.height + 10) / 12.5 ~ .defaultHigh
  groups.append([c3])
  let c4 = g.centerX == 12.5 + e.trailing ~ 750
  groups.append([c4])
  let c5 = a.trailing == g.centerX / 24 ~ .defaultHigh
  groups.append([c5])
  let c6 = d.right >= c.leading - 10
  groups.append([c6])
  let c7 = 10 * f.centerX + 3 == h.layoutMarginsGuide.right ~ 750
  groups.append([c7])
  let c8 = a.height == (b.height + 3) / 0.5 ~ .almostRequired
  groups.append([c8])
  let c9 = a.height == h.height ~ .required
  groups.append([c9])
  let c10 = c.size == 8 ~ 750
  groups.append(c10)
  let c11 = 8 * f.right + 16 == c.layoutMarginsGuide.centerX
  groups.append([c11])
  let c12 = h.top + 24 <= a.safeAreaLayoutGuide.top * 0.5 - 2
  groups.append([c12])
  let c13 = c.size == CGSize(width: 0.5, height: 16) ~ .required
  groups.append(c13)
  let c14 = g.height == (e.width + 2) / 16
  groups.append([c14])
  let c15 = e.top == c.firstBaseline / 10 ~ .almostRequired
  groups.append([c15])
  let c16 = a.width == b.width ~ .defaultHigh
  groups.append([c16])
  let c17 = d.height == d.height + 10
  groups.append([c17])
  let c18 = e.height + 16 <= c.width * 2 - 12.5 ~ .almostRequired
  groups.append([c18])
  let c19 = e.trailing == g.layoutMarginsGuide.leading / 10 ~ .defaultHigh
  groups.append([c19])
  let c20 = d.leading == c.centerX
  groups.append([c20])
  let c21 = d.width == a.width + 16
  groups.append([c21])
  let c22 = h.centerY - 12.5 == d.safeAreaLayoutGuide.top
  groups.append([c22])
  let c23 = a.height - 2 == a.height ~ .required
  groups.append([c23])
  let c24 = h.left <= 44 * g.trailing + 10 ~ .required
  groups.append([c24])
  let c25 = f.size == 10
  groups.append(c25)
  let c26 = f.firstBaseline >= a.firstBaseline - 24 ~ .required
  groups.append([c26])
  let c27 = e.centerY == (e.centerY + 10) / 0.5 ~ .almostRequired
  groups.append([c27])
  let c28 = e.size == 44
  groups.append(c28)
  let c29 = a.edges == e.edges + 16
  groups.append(c29)
  let c30 = d.horizontalEdges == g.horizontalEdges + EdgeInsets(left: 3, right: 0.5) ~ .required
  groups.append(c30)
  let c31 = a.lastBaseline + 16 <= a.safeAreaLayoutGuide.centerY * 3 - 0.5
  groups.append([c31])
  let c32 = e.firstBaseline == f.centerY + 10 ~ .defaultHigh
  groups.append([c32])
  let c33 = 0.5 * d.height + 4 == h.width ~ .almostRequired
  groups.append([c33])
  let c34 = a.left == 16 + b.layoutMarginsGuide.leading ~ 750
  groups.append([c34])
  let c35 = f.firstBaseline == 2 + d.safeAreaLayoutGuide.bottom ~ .defaultHigh
  groups.append([c35])
  let c36 = g.right <= 24 * g.layoutMarginsGuide.right + 10 ~ 750
  groups.append([c36])
  let c37 = c.left <= 0.5 * e.layoutMarginsGuide.trailing + 10 ~ .defaultHigh
  groups.append([c37])
  let c38 = d.leading <= 2 * f.centerX + 8 ~ .almostRequired
  groups.append([c38])
  let c39 = d.leading >= f.right - 44
  groups.append([c39])
  let c40 = c.firstBaseline == e.firstBaseline ~ .required
  groups.append([c40])
  let c41 = a.size <= g.size * 10 ~ 750
  groups.append(c41)
  let c42 = c.right == d.layoutMarginsGuide.leading / 24
  groups.append([c42])
  let c43 = 12.5 * h.bottom + 16 == a.top ~ .defaultHigh
  groups.append([c43])
  let c44 = f.centerXY == a.centerXY ~ .almostRequired
  groups.append(c44)
  let c45 = 24 * g.width + 44 == e.width ~ .almostRequired
  groups.append([c45])
  let c46 = c.centerXY == c.centerXY + CGPoint(x: 8, y: 0.5) ~ 750
  groups.append(c46)
  let c47 = b.bottom == e.firstBaseline
  groups.append([c47])
  let c48 = c.trailing + 24 <= c.leading * 4 - 44 ~ .almostRequired
  groups.append([c48])
  let c49 = a.right + 3 <= a.right * 2 - 8
  groups.append([c49])
  let c50 = e.centerY == (d.top + 4) / 3 ~ .required
  groups.append([c50])
  let c51 = g.edges == d.edges + EdgeInsets(top: 44, left: 2, bottom: 0.5, right: 4) ~ 750
  groups.append(c51)
  let c52 = d.left == f.left ~ .required
  groups.append([c52])
  let c53 = b.centerY == h.top + 0.5 ~ .required
  groups.append([c53])
  let c54 = c.height >= 4 ~ .defaultHigh
  groups.append([c54])
  let c55 = 44 * a.centerY + 8 == c.safeAreaLayoutGuide.bottom ~ 750
  groups.append([c55])
  let c56 = e.lastBaseline <= 0.5 * d.bottom + 2 ~ .almostRequired
  groups.append([c56])
  let c57 = h.verticalEdges >= a.safeAreaLayoutGuide.verticalEdges - EdgeInsets(top: 8, bottom: 4)
  groups.append(c57)
  let c58 = g.width <= 12.5 * g.width + 12.5 ~ 750
  groups.append([c58])
  let c59 = d.height == 10 ~ .defaultHigh
  groups.append([c59])
  let c60 = g.right <= 10 * g.layoutMarginsGuide.left + 0.5 ~ .required
  groups.append([c60])
  let c61 = d.width == 2 ~ .almostRequired
  groups.append([c61])
  let c62 = h.firstBaseline == 2 + e.safeAreaLayoutGuide.bottom ~ .defaultHigh
  groups.append([c62])
  let c63 = d.width + 0.5 <= h.height * 12.5 - 0.5 ~ .defaultHigh
  groups.append([c63])
  let c64 = d.trailing == (h.right + 44) / 8
  groups.append([c64])
  let c65 = h.left <= 3 * g.right + 8
  groups.append([c65])
  let c66 = c.centerY == b.centerY / 2 ~ .almostRequired
  groups.append([c66])
  let c67 = e.lastBaseline == f.bottom ~ .required
  groups.append([c67])
  let c68 = a.top >= d.firstBaseline - 24 ~ .defaultHigh
  groups.append([c68])
  let c69 = b.top + 44 <= f.bottom * 8 - 12.5 ~ .defaultHigh
  groups.append([c69])
  let c70 = h.centerXY == h.centerXY + CGPoint(x: 2, y: 8) ~ .defaultHigh
  groups.append(c70)
  let c71 = a.centerX >= b.right - 16
  groups.append([c71])
  let c72 = b.centerXY == h.centerXY + CGPoint(x: 4, y: 0.5) ~ 750
  groups.append(c72)
  let c73 = a.firstBaseline + 4 <= h.bottom * 44 - 24 ~ .almostRequired
  groups.append([c73])
  let c74 = d.bottom >= e.safeAreaLayoutGuide.bottom - 44 ~ .almostRequired
  groups.append([c74])
  let c75 = 44 * f.height + 0.5 == a.width ~ 750
  groups.append([c75])
  let c76 = e.size <= h.size * 8
  groups.append(c76)
  let c77 = 16 * b.firstBaseline + 8 == b.safeAreaLayoutGuide.bottom
  groups.append([c77])
  let c78 = h.leading >= g.leading - 3 ~ .required
  groups.append([c78])
  let c79 = d.size == d.size / 10 ~ .almostRequired
  groups.append(c79)
  let c80 = h.top == e.bottom + 8
  groups.append([c80])
  let c81 = e.width == d.width / 24 ~ .required
  groups.append([c81])
  let c82 = e.trailing <= 16 * c.centerX + 3 ~ .almostRequired
  groups.append([c82])
  let c83 = h.size == 24 ~ 750
  groups.append(c83)
  let c84 = d.bottom <= 8 * c.lastBaseline + 4 ~ .almostRequired
  groups.append([c84])
  let c85 = f.height >= a.height - 16 ~ .required
  groups.append([c85])
  let c86 = h.size == CGSize(width: 44, height: 24)
  groups.append(c86)
  let c87 = d.height == d.height ~ .almostRequired
  groups.append([c87])
  let c88 = d.left + 4 <= d.layoutMarginsGuide.left * 12.5 - 3 ~ 750
  groups.append([c88])
  let c89 = f.size == e.size / 3 ~ .almostRequired
  groups.append(c89)
  let c90 = f.size == CGSize(width: 12.5, height: 8)
  groups.append(c90)
  let c91 = c.edges == b.layoutMarginsGuide.edges - EdgeInsets(top: 2, left: 3, bottom: 24, right: 4)
  groups.append(c91)
  let c92 = b.trailing >= c.centerX - 8
  groups.append([c92])
  let c93 = e.trailing == a.left
  groups.append([c93])
  let c94 = d.leading - 4 == c.centerX ~ .required
  groups.append([c94])
  let c95 = f.verticalEdges >= g.safeAreaLayoutGuide.verticalEdges - EdgeInsets(top: 10, bottom: 10)
  groups.append(c95)
  let c96 = g.centerXY == b.centerXY ~ .defaultHigh
  groups.append(c96)
  let c97 = f.centerX == e.layoutMarginsGuide.leading / 12.5 ~ .defaultHigh
  groups.append([c97])
  let c98 = h.width >= 16 ~ .defaultHigh
  groups.append([c98])
  let c99 = c.width == h.height / 44
  groups.append([c99])
  groups.append(
    Constraints {
      d.height + 16 <= b.height * 12.5 - 0.5 ~ 750
      d.edges == e.edges ~ .defaultHigh
      h.verticalEdges >= b.safeAreaLayoutGuide.verticalEdges - EdgeInsets(top: 3, bottom: 44) ~ .almostRequired
      c.leading == e.centerX / 3 ~ .defaultHigh
      a.size <= c.size * 16 ~ 750
      if flag {
        f.lastBaseline >= h.firstBaseline - 4 ~ .almostRequired
        e.size == CGSize(width: 12.5, height: 0.5)
        c.bottom <= 3 * a.safeAreaLayoutGuide.bottom + 8
      } else {
        f.trailing + 44 <= f.left * 3 - 10 ~ .almostRequired
        b.size <= c.size * 44
      }
      for row in rows {
        row.leading == a.leading + 8
        3 * f.centerX + 12.5 == d.left
      }
      d.top == 24 + d.firstBaseline ~ 750
      f.verticalEdges >= a.safeAreaLayoutGuide.verticalEdges - EdgeInsets(top: 3, bottom: 3)
      f.width == 24 ~ .almostRequired
      a.trailing >= a.right - 2 ~ .defaultHigh
      a.left == a.trailing / 4 ~ .almostRequired
      e.size == 12.5 ~ .defaultHigh
      f.horizontalEdges == d.horizontalEdges + EdgeInsets(left: 12.5, right: 12.5) ~ 750
      f.firstBaseline >= e.centerY - 0.5 ~ .almostRequired
      h.width <= a.width * 10 ~ 750
    } ~ .defaultHigh
  )
  groups.append(
    Constraints {
      g.top == g.centerY + 4
      f.leading == b.leading + 16 ~ .almostRequired
      a.centerXY == d.centerXY ~ .defaultHigh
      a.leading == g.centerX / 12.5 ~ .almostRequired
      g.height <= 44 * f.width + 2
      if flag {
        3 * f.trailing + 4 == c.trailing
        b.edges == e.edges + EdgeInsets(top: 4, left: 2, bottom: 12.5, right: 10) ~ 750
        e.centerX <= 8 * f.leading + 2
      } else {
        b.width == f.width + 10 ~ .required
        c.lastBaseline == a.bottom + 4 ~ .required
      }
      for row in rows {
        row.leading == a.leading + 8
        d.centerX + 16 <= h.leading * 3 - 3 ~ .defaultHigh
      }
      e.centerX - 24 == e.leading ~ 750
      12.5 * d.centerX + 24 == f.right ~ .defaultHigh
      h.left == 10 + d.trailing ~ .required
      c.right == (d.left + 0.5) / 10
      a.bottom == a.bottom ~ .almostRequired
      8 * e.bottom + 3 == b.bottom ~ .defaultHigh
      c.size == 3 ~ .required
      a.centerX >= b.right - 4 ~ .almostRequired
      d.leading >= b.layoutMarginsGuide.left - 0.5 ~ 750
    } ~ .defaultHigh
  )
  groups.append(
    Constraints {
      d.width == a.width + 8 ~ .defaultHigh
      d.width == d.width / 44 ~ .required
      d.trailing == c.trailing + 16 ~ 750
      e.verticalEdges >= b.safeAreaLayoutGuide.verticalEdges - EdgeInsets(top: 10, bottom: 2) ~ .required
      b.height >= g.height - 2
      if flag {
        a.edges == a.edges + 16 ~ .almostRequired
        g.width - 24 == h.height ~ 750
        a.right >= c.centerX - 0.5
      } else {
        a.lastBaseline == 0.5 + a.safeAreaLayoutGuide.top ~ .almostRequired
        b.size == e.size / 12.5 ~ .defaultHigh
      }
      for row in rows {
        row.leading == a.leading + 8
        g.verticalEdges >= e.safeAreaLayoutGuide.verticalEdges - EdgeInsets(top: 16, bottom: 0.5) ~ 750
      }
      g.height == 0.5 ~ 750
      a.firstBaseline == 2 + a.top
      d.width == 3 ~ .almostRequired
      h.centerX == (c.right + 16) / 2 ~ 750
      f.verticalEdges >= e.safeAreaLayoutGuide.verticalEdges - EdgeInsets(top: 10, bottom: 8)
      f.centerY == a.bottom ~ .defaultHigh
      a.bottom == (b.centerY + 4) / 10 ~ .required
      h.width <= a.height * 44
      g.size == a.size / 10
    } ~ .defaultHigh
  )
  groups.append(
    Constraints {
      c.centerX - 24 == d.layoutMarginsGuide.right ~ .almostRequired
      f.trailing == b.layoutMarginsGuide.centerX ~ 750
      e.height + 12.5 <= e.width * 44 - 3 ~ .defaultHigh
      f.centerY <= 16 * a.bottom + 10
      d.right <= 16 * a.layoutMarginsGuide.left + 44
      if flag {
        c.leading >= b.right - 10 ~ .defaultHigh
        g.right == c.right ~ 750
        44 * b.trailing + 44 == c.layoutMarginsGuide.right ~ .almostRequired
      } else {
        c.bottom == (f.centerY + 0.5) / 0.5 ~ .almostRequired
        b.size == 0.5
      }
      for row in rows {
        row.leading == a.leading + 8
        c.centerX - 12.5 == h.layoutMarginsGuide.left ~ 750
      }
      a.firstBaseline == a.lastBaseline + 12.5 ~ .required
      4 * a.left + 8 == h.trailing
      e.edges == d.layoutMarginsGuide.edges - EdgeInsets(top: 3, left: 8, bottom: 4, right: 16) ~ .defaultHigh
      h.height - 8 == e.width
      b.height + 44 <= d.height * 4 - 16 ~ .almostRequired
      16 * b.width + 12.5 == h.width
      24 * g.height + 16 == f.width ~ .almostRequired
      g.height == (c.height + 0.5) / 44
      a.edges == g.edges + EdgeInsets(top: 24, left: 2, bottom: 8, right: 10)
    } ~ .defaultHigh
  )
  groups.append(
    Constraints {
      e.trailing == f.left + 16 ~ .defaultHigh
      d.height + 10 <= h.width * 12.5 - 0.5 ~ .almostRequired
      a.width == a.width / 0.5 ~ .almostRequired
      e.top - 12.5 == f.safeAreaLayoutGuide.centerY ~ .defaultHigh
      b.centerX == (g.right + 24) / 12.5 ~ .defaultHigh
      if flag {
        e.width + 16 <= a.width * 4 - 10 ~ .defaultHigh
        f.width == 4 + g.width ~ .almostRequired
        g.edges == d.edges
      } else {
        d.top >= c.bottom - 24
        a.horizontalEdges == d.horizontalEdges + EdgeInsets(left: 3, right: 10) ~ 750
      }
      for row in rows {
        row.leading == a.leading + 8
        f.top <= 16 * a.firstBaseline + 4 ~ .almostRequired
      }
      d.size <= c.size * 16 ~ .almostRequired
      d.centerX == 12.5 + a.layoutMarginsGuide.left
      g.centerX <= 10 * a.right + 24 ~ 750
      g.left == 12.5 + g.left ~ .required
      e.firstBaseline == d.firstBaseline / 10
      24 * a.leading + 8 == h.left ~ 750
      3 * g.bottom + 24 == a.safeAreaLayoutGuide.centerY ~ .almostRequired
      e.top <= 12.5 * a.safeAreaLayoutGuide.bottom + 16 ~ .defaultHigh
      b.top == c.lastBaseline + 10 ~ .defaultHigh
    } ~ .defaultHigh
  )
  return groups
}
