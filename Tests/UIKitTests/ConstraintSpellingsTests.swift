#if !canImport(Darwin)
  import Testing
  import UIKit

  /// One login form, constrained in each of the ways UIKit code writes
  /// constraints: they must give the same frames.
  @Suite struct ConstraintSpellingsTests {
    /// A 320 × 480 window at scale 2, with a field and a button.
    private func form() -> (UIWindow, UIView, UIButton) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let field = UIView()
      let button = UIButton(type: .system)
      button.setTitle("Sign In", for: .normal)
      for view in [field, button] {
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
      }
      return (window, field, button)
    }

    /// UIKit: `item1.attribute1 = multiplier × item2.attribute2 + constant`.
    @Test func itemAndAttributeConstraints() {
      let (window, field, button) = form()
      window.addConstraints([
        NSLayoutConstraint(
          item: field, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leading, multiplier: 1,
          constant: 20),
        NSLayoutConstraint(
          item: field, attribute: .trailing, relatedBy: .equal, toItem: window, attribute: .trailing, multiplier: 1,
          constant: -20),
        NSLayoutConstraint(
          item: field, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1,
          constant: 100),
        NSLayoutConstraint(
          item: field, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: 44),
        NSLayoutConstraint(
          item: button, attribute: .top, relatedBy: .equal, toItem: field, attribute: .bottom, multiplier: 1,
          constant: 12),
        NSLayoutConstraint(
          item: button, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX,
          multiplier: 1, constant: 0),
        NSLayoutConstraint(
          item: button, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: 120),
        NSLayoutConstraint(
          item: button, attribute: .height, relatedBy: .equal, toItem: field, attribute: .height,
          multiplier: 1, constant: 0),
      ])
      window.layoutIfNeeded()
      #expect(field.frame == CGRect(x: 20, y: 100, width: 280, height: 44))
      #expect(button.frame == CGRect(x: 100, y: 156, width: 120, height: 44))
    }

    /// The same form with anchors.
    @Test func anchors() {
      let (window, field, button) = form()
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        window.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 20),
        field.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        field.heightAnchor.constraint(equalToConstant: 44),
        button.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
        button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        button.widthAnchor.constraint(equalToConstant: 120),
        button.heightAnchor.constraint(equalTo: field.heightAnchor),
      ])
      window.layoutIfNeeded()
      #expect(field.frame == CGRect(x: 20, y: 100, width: 280, height: 44))
      #expect(button.frame == CGRect(x: 100, y: 156, width: 120, height: 44))
    }

    /// The same form in Visual Format, with metrics typed `[String: Any]` as
    /// UIKit takes them (an NSNumber, an Int, a CGFloat, a Double). UIKit: a
    /// number next to `|` is the distance from the superview's edge.
    @Test func visualFormatWithAnyMetrics() {
      let (window, field, button) = form()
      let metrics: [String: Any] = [
        "margin": NSNumber(value: 20), "top": 100, "height": CGFloat(44), "gap": 12.0, "buttonWidth": 120,
      ]
      let views: [String: Any] = ["field": field, "button": button]
      var constraints = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-margin-[field]-margin-|", options: [], metrics: metrics, views: views)
      constraints += NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-top-[field(height)]-gap-[button(==field)]", options: [], metrics: metrics,
        views: views)
      constraints += NSLayoutConstraint.constraints(
        withVisualFormat: "H:[button(buttonWidth)]", options: [], metrics: metrics, views: views)
      constraints.append(button.centerXAnchor.constraint(equalTo: window.centerXAnchor))
      NSLayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      #expect(field.frame == CGRect(x: 20, y: 100, width: 280, height: 44))
      #expect(button.frame == CGRect(x: 100, y: 156, width: 120, height: 44))
    }

    /// UIKit: `UILayoutPriority` is a Float raw value with arithmetic; an
    /// optional constraint gives way to a required one (the field is as wide
    /// as it can be, at most 200).
    @Test func prioritiesAsUIKitSpellsThem() {
      let (window, field, _) = form()
      let wide = field.widthAnchor.constraint(equalToConstant: 500)
      wide.priority = UILayoutPriority(rawValue: 999)
      let cap = field.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
      let left = field.leadingAnchor.constraint(equalTo: window.leadingAnchor)
      left.priority = .defaultHigh + 1
      NSLayoutConstraint.activate([
        wide, cap, left, field.topAnchor.constraint(equalTo: window.topAnchor),
        field.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(field.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
      #expect(left.priority.rawValue == 751)
      #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
      #expect(window.layoutDiagnostics.records.isEmpty)
    }

    /// UIKit: `addConstraint` and `removeConstraint` activate and deactivate;
    /// a constraint shows in `constraints` while it is installed.
    @Test func addingAndRemovingConstraints() {
      let (_, field, _) = form()
      let height = NSLayoutConstraint(
        item: field, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 30)
      #expect(!height.isActive)
      field.addConstraint(height)
      #expect(height.isActive && field.constraints.contains(height))
      #expect(height.firstItem === field && height.secondItem == nil)
      #expect(height.firstAttribute == .height && height.secondAttribute == .notAnAttribute)
      height.identifier = "field-height"
      field.removeConstraint(height)
      #expect(!height.isActive && !field.constraints.contains(height))
      NSLayoutConstraint.activate([height])
      NSLayoutConstraint.deactivate([height])
      #expect(!height.isActive)
    }

    /// Where UIKit raises an exception, nothing crashes: the reason and the
    /// call's file and line are in the window's diagnostics, and the
    /// constraint (or format) takes no part in layout.
    @Test func badConstraintsAreReportedNotRaised() {
      let (window, field, button) = form()
      let line = #line + 1
      let positionToConstant = NSLayoutConstraint(
        item: field, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 10)
      positionToConstant.isActive = true
      #expect(!positionToConstant.isActive)
      let records = window.layoutDiagnostics.records
      guard case .invalidConstraint(let reason, let location) = records.last?.kind else {
        Issue.record("no diagnostic: \(records)")
        return
      }
      #expect(reason.contains("is a position related to a constant"))
      #expect(location == "UIKitTests/ConstraintSpellingsTests.swift:\(line)")

      let made = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[field]-[missing]-|", options: [], metrics: nil, views: ["field": field])
      #expect(made.isEmpty)
      guard case .invalidConstraint(let formatReason, _) = window.layoutDiagnostics.records.last?.kind else {
        Issue.record("no diagnostic for the format")
        return
      }
      #expect(formatReason.contains("missing is not a key in the views dictionary"))
      #expect(formatReason.contains("H:|-[field]-[missing]-|\n             ^"))  // under the m

      let elsewhere = UIView()
      let crossTree = button.leadingAnchor.constraint(equalTo: elsewhere.leadingAnchor)
      crossTree.isActive = true
      #expect(!crossTree.isActive)
    }
  }
#endif
