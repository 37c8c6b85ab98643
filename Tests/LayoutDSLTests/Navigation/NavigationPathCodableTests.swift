import Foundation
import LayoutDSL
import Testing

/// A navigation path written out and read back, as apps restore their stacks from
/// `@SceneStorage`: values of several types come back equal and in order; a path holding a
/// value that is not `Codable` has no representation.
struct NavigationPathCodableTests {
    struct Recipe: Codable, Hashable { let id: Int; let name: String }
    struct Opaque: Hashable { let id: Int }

    @Test func roundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(Recipe(id: 7, name: "Shakshuka"))
        path.append("details")
        path.append(42)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path && restored.count == 3)
    }

    @Test func aValueThatIsNotCodableHasNoRepresentation() {
        var path = NavigationPath([1, 2])
        #expect(path.codable != nil)
        path.append(Opaque(id: 3))
        #expect(path.codable == nil)
    }
}
