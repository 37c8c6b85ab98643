import Foundation
@testable import BackgroundTasks
import Testing

/// The scheduler of the iOS Simulator: handlers register, submissions are unavailable.
struct BackgroundTasksTests {
    @Test func handlersRegisterOncePerIdentifier() {
        let scheduler = BGTaskScheduler()
        #expect(scheduler.register(forTaskWithIdentifier: "com.app.refresh", using: nil) { $0.setTaskCompleted(success: true) })
        #expect(!scheduler.register(forTaskWithIdentifier: "com.app.refresh", using: nil) { _ in })
        #expect(BGTaskScheduler.shared === BGTaskScheduler.shared)
    }

    @Test func submissionsAreUnavailable() async {
        let request = BGAppRefreshTaskRequest(identifier: "com.app.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 900)
        #expect(throws: BGTaskScheduler.Error(.unavailable)) { try BGTaskScheduler.shared.submit(request) }
        do {
            try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.app.clean"))
        } catch BGTaskScheduler.Error.unavailable {
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(await BGTaskScheduler.shared.pendingTaskRequests().isEmpty)
        let copy = request.copy() as? BGAppRefreshTaskRequest
        #expect(copy?.identifier == "com.app.refresh" && copy?.earliestBeginDate == request.earliestBeginDate)
    }
}
