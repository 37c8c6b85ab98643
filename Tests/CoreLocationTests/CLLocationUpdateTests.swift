import CoreLocation
import Testing

/// Live updates never come here: the sequence yields nothing and ends when its task is cancelled,
/// rather than ending by itself as if updates had stopped.
struct CLLocationUpdateTests {
    @Test(arguments: [CLLocationUpdate.LiveConfiguration.default, .fitness, .automotiveNavigation])
    func liveUpdatesYieldNothingUntilCancelled(_ configuration: CLLocationUpdate.LiveConfiguration) async throws {
        let iteration = Task {
            var received = 0
            for try await _ in CLLocationUpdate.liveUpdates(configuration) { received += 1 }
            return received
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        iteration.cancel()
        #expect(try await iteration.value == 0)
    }
}
