import LayoutDSL
import LayoutSnapshotTesting
import Render

/// The canvas the seed scenes are checked on: 1x keeps references small and debug runs fast.
func canvas(_ width: CGFloat, _ height: CGFloat) -> SnapshotCanvas { SnapshotCanvas(size: CGSize(width: width, height: height), scale: 1) }

extension ResolvedTree {
    func frame(_ id: String) -> CGRect? { node(id: id)?.frame }
}

func close(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
