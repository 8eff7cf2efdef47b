#if !canImport(Darwin)
  import Testing
  import UIKit

  /// Ambiguous layouts resolved as UIKit resolves them: a size no
  /// constraint fixes stays at zero and the position gives way
  /// (Docs/UIKit.md, "Ambiguous layouts").
  @Suite struct AmbiguityResolutionTests {
    /// A 400 × 800 container in a window, laid out after `build` adds its
    /// constraints, and the window that keeps the engine.
    @MainActor func laidOut(
      direction: UISemanticContentAttribute = .unspecified, _ build: (UIView, UIView) -> Void
    ) -> (view: UIView, window: UIWindow) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      let container = UIView(frame: window.bounds)
      container.semanticContentAttribute = direction
      window.addSubview(container)
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      view.semanticContentAttribute = direction
      container.addSubview(view)
      build(container, view)
      window.layoutIfNeeded()
      return (view, window)
    }

    @Test @MainActor func aViewPinnedOnlyByItsTrailingEdgeIsZeroWideAtThatEdge() {
      let (view, window) = laidOut { container, view in
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -12).isActive = true
        view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      }
      #expect(view.frame == CGRect(x: 388, y: 0, width: 0, height: 20))
      #expect(view.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }

    @Test @MainActor func inRightToLeftTheTrailingEdgeIsTheLeftOne() {
      let (view, window) = laidOut(direction: .forceRightToLeft) { container, view in
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -12).isActive = true
        view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      }
      #expect(view.frame == CGRect(x: 12, y: 0, width: 0, height: 20))
      #expect(view.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }

    @Test @MainActor func aViewPinnedOnlyByItsBottomIsZeroTallAtThatEdge() {
      let (view, window) = laidOut { container, view in
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        view.widthAnchor.constraint(equalToConstant: 30).isActive = true
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -34).isActive = true
      }
      #expect(view.frame == CGRect(x: 0, y: 766, width: 30, height: 0))
      #expect(view.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }

    @Test @MainActor func aWidthBoundedOnlyFromAboveIsZero() {
      let (view, window) = laidOut { container, view in
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 26).isActive = true
        view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        view.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -52).isActive = true
      }
      #expect(view.frame == CGRect(x: 26, y: 0, width: 0, height: 20))
      #expect(view.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }

    @Test @MainActor func aHeightBoundedOnlyFromAboveIsZero() {
      let (view, window) = laidOut { container, view in
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        view.widthAnchor.constraint(equalToConstant: 30).isActive = true
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10).isActive = true
        view.heightAnchor.constraint(lessThanOrEqualToConstant: 300).isActive = true
      }
      #expect(view.frame == CGRect(x: 0, y: 10, width: 30, height: 0))
      #expect(view.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }

    @Test @MainActor func aBoundFromBelowStillHolds() {
      let (view, window) = laidOut { container, view in
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        view.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
      }
      #expect(view.frame == CGRect(x: 0, y: 0, width: 44, height: 20))
      #expect(view.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }

    @Test @MainActor func aViewPinnedOnlyByItsCenterIsZeroWideAtTheCenter() {
      let (view, window) = laidOut { container, view in
        view.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
        view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      }
      #expect(view.frame == CGRect(x: 200, y: 0, width: 0, height: 20))
      #expect(view.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }

    @Test @MainActor func aViewPinnedByBothEdgesIsNotAmbiguous() {
      let (view, window) = laidOut { container, view in
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10).isActive = true
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10).isActive = true
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      }
      #expect(view.frame == CGRect(x: 10, y: 780, width: 380, height: 20))
      #expect(!view.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }
  }
#endif
