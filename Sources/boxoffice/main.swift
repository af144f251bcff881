import BoxOfficeCLI
import BoxOfficeMCP
import Foundation

// Before anything async starts: Dispatch would otherwise take a closed descriptor 0, 1 or 2.
let start = BoxOfficeCLI.prepareProcess()
exit(await BoxOfficeCLI.main(start, serve: MCPServer.serve))
