import Foundation

/// The text of one feed item: who acted, the poster and their post, the
/// shared link, and a reply, different for every item as in a real feed.
public struct FeedItem: Sendable {
  public var action: String
  public var posterName: String
  public var posterHeadline: String
  public var posterTime: String
  public var posterComment: String
  public var contentTitle: String
  public var contentDomain: String
  public var actorComment: String

  /// `count` items whose texts vary in content and length with their index.
  public static func items(_ count: Int) -> [FeedItem] {
    let names = ["Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Edsger Dijkstra"]
    let roles = [
      "Engineer", "Engineering manager at a company that makes layout engines for small screens",
      "Designer and occasional writer", "Researcher in programming languages, type systems and compilers",
    ]
    return (0..<count).map { index in
      let name = names[index % names.count]
      return FeedItem(
        action: "\(name) liked this \(index % 3 == 0 ? "post" : "article") \(index)",
        posterName: "\(names[(index + 2) % names.count]) \(index)",
        posterHeadline: "\(roles[index % roles.count]) (\(index))",
        posterTime: "\(index % 59 + 1) minutes ago",
        posterComment: index % 4 == 0
          ? "A longer comment on the shared article that wraps onto a second line at phone width, item \(index)"
          : "Worth a read \(index)",
        contentTitle: "How constraint solvers lay out screens, part \(index % 12 + 1)",
        contentDomain: "example.com/articles/\(index)",
        actorComment: index % 3 == 0 ? "Agreed, and the second half is even better (\(index))" : "Nice \(index)")
    }
  }
}
