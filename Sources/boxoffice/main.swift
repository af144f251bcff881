import BoxOfficeCLI
import Foundation

exit(await BoxOfficeCLI.main())
