import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { FileStore } from '../files/file-store.ts';
import { createDesignBuildingModel } from './design-building-model.ts';
import { createDesignEditor } from './design-editor.ts';
import { createDesignFloors } from './design-floors.ts';
import { createDesignPictures } from './design-pictures.ts';
import { createDesignQueries } from './design-queries.ts';
import { createPlanFiles } from './plan-files.ts';

/** Staff management of the catalogue: designs, their pictures and the files buyers receive. */
export function createDesignAdminService(db: Database, env: Env, files: FileStore) {
  const queries = createDesignQueries(db, env);
  const editor = createDesignEditor(db, files);
  const pictures = createDesignPictures(db, files);
  const planFiles = createPlanFiles(db, files);

  return {
    detail: queries.detail,
    list: queries.list,
    options: queries.options,

    create: editor.create,
    update: editor.update,
    remove: editor.remove,

    addImage: pictures.addImage,
    setImageAlt: pictures.setImageAlt,
    reorderImages: pictures.reorderImages,
    removeImage: pictures.removeImage,

    putFile: planFiles.putFile,
    removeFile: planFiles.removeFile,
    notifyBuyers: planFiles.notifyBuyers,

    /** Floors: room schedules and drawings (design-floors.ts). */
    floors: createDesignFloors(db, files),
    /** The building model, its facts and plan check (design-building-model.ts, decision 069). */
    buildingModel: createDesignBuildingModel(db),
  };
}
