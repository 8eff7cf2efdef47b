#if !canImport(Darwin)
  import Testing
  import UIKit

  /// A self-sizing message cell, as a table view's cells are written.
  final class MessageCell: UITableViewCell {
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      bodyLabel.numberOfLines = 0
      bodyLabel.font = .systemFont(ofSize: 10)
      bodyLabel.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(bodyLabel)
      NSLayoutConstraint.activate([
        bodyLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        bodyLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        bodyLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        bodyLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      bodyLabel.text = nil
    }
  }

  /// A photo with a caption, as a collection view's cells are written.
  final class PhotoCell: UICollectionViewCell {
    let photo = BarItem(size: CGSize(width: 100, height: 100))
    let caption = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      caption.font = .systemFont(ofSize: 10)
      caption.text = "Caption"
      for view in [photo, caption] {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
      }
      NSLayoutConstraint.activate([
        photo.topAnchor.constraint(equalTo: contentView.topAnchor),
        photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        photo.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
        caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  @Suite struct CellTests {
    /// How a table view asks a self-sizing cell for its height.
    private func height(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
      cell.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
    }

    /// UIKit: a self-sizing cell is as tall as its content view's constraints
    /// make it at the table's width: the label's lines plus the content
    /// view's margins (11 points above and below). Ten-point text wraps at
    /// the 343 points inside the 16-point side margins.
    @Test func aMessageCellSizesToItsText() {
      let cell = MessageCell(style: .default, reuseIdentifier: "message")
      cell.bodyLabel.text = "Short"
      #expect(height(of: cell, width: 375) == 34)
      cell.bodyLabel.text = String(repeating: "abcd ", count: 20)
      #expect(height(of: cell, width: 375) == 46)
      #expect(cell.reuseIdentifier == "message")
      cell.prepareForReuse()
      #expect(cell.bodyLabel.text == nil)
    }

    /// UIKit: the content view fills the cell; a cell sized to its fitting
    /// height lays its content out inside the margins.
    @Test func aSizedCellLaysItsContentOut() {
      let cell = MessageCell(style: .default, reuseIdentifier: nil)
      cell.bodyLabel.text = String(repeating: "abcd ", count: 20)
      cell.frame = CGRect(x: 0, y: 0, width: 375, height: height(of: cell, width: 375))
      cell.layoutIfNeeded()
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 46))
      #expect(cell.bodyLabel.frame == CGRect(x: 16, y: 11, width: 343, height: 24))
    }

    /// UIKit: the standard cell styles have a text label (and, but for
    /// `.default`, a detail label) in the content view.
    @Test func standardCellLabels() {
      let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
      #expect(plain.detailTextLabel == nil)
      plain.textLabel?.text = "Settings"
      #expect(plain.textLabel?.superview === plain.contentView)
      let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      subtitle.textLabel?.text = "Title"
      subtitle.detailTextLabel?.text = "Detail"
      subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
      subtitle.layoutIfNeeded()
      let title = subtitle.textLabel!.frame
      let detail = subtitle.detailTextLabel!.frame
      #expect(title.minX == 16 && detail.minX == 16 && detail.minY == title.maxY)
    }

    /// UIKit: a collection view cell sized by its content view's constraints
    /// at the smallest size they allow.
    @Test func aPhotoCellFitsItsContent() {
      let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      #expect(size == CGSize(width: 100, height: 120))
      #expect(cell.contentView.superview === cell)
    }
  }
#endif
