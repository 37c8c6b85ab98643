import Foundation

extension SwiftPMProducts {
    /// The target that did not build here whose module a compiler's `output` says it lacks
    /// ("no such module 'Kingfisher'"), with the first error of its build.
    func failure(reachedBy output: String) -> (target: String, error: String)? {
        failures.sorted { $0.key < $1.key }.first { output.contains("no such module '\($0.key)'") }.map { ($0.key, $0.value) }
    }
}
