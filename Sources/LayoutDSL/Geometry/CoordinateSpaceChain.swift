/// The named coordinate spaces declared by a node's ancestors, innermost first. Names are looked
/// up at layout time, so a name may change on every body evaluation (a fresh `UUID()`).
final class CoordinateSpaceChain {
    let name: AnyHashable
    /// The declaring view's local space to root space.
    let transform: CGAffineTransform
    /// The declaring view's size.
    let size: CGSize
    let parent: CoordinateSpaceChain?

    init(name: AnyHashable, transform: CGAffineTransform, size: CGSize, parent: CoordinateSpaceChain?) {
        self.name = name; self.transform = transform; self.size = size; self.parent = parent
    }

    func space(named name: AnyHashable) -> CoordinateSpaceChain? {
        var link: CoordinateSpaceChain? = self
        while let current = link {
            if current.name == name { return current }
            link = current.parent
        }
        return nil
    }
}
